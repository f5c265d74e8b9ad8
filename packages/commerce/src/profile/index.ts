export { ProfilePage, type ProfilePageProps } from './ProfilePage';
export { profileLabels, type ProfileLabels } from './profile.labels';
export { useProfile, type UseProfileResult } from './useProfile';
