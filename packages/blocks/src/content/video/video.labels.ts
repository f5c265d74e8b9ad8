/** Texts of the video players, with English defaults; {title} is the video's title. */
export const videoLabels = {
  play: 'Play video: {title}',
  close: 'Close video',
  untitled: 'Video',
  transcript: 'Transcript: {title}',
};

export type VideoLabels = typeof videoLabels;
