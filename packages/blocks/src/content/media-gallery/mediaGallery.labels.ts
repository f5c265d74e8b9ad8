/** Texts of the media gallery, with English defaults; {index}, {count} and {alt} are filled in. */
export const mediaGalleryLabels = {
  open: 'Open image {index} of {count}: {alt}',
  viewer: 'Image viewer',
  position: '{index} / {count}',
  previous: 'Previous image',
  next: 'Next image',
  jumpTo: 'Show image {index}',
  jumpList: 'Choose an image',
  close: 'Close viewer',
};

export type MediaGalleryLabels = typeof mediaGalleryLabels;
