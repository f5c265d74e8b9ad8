// One rule for the whole site: the header's badge and commerce's CartBadgeCount read the same function.
export { formatCartBadge } from '@shelfmark/api-client';
