export { useSession, type UseSessionResult } from './useSession';
