'use client';

export {
  bloomreachMapping,
  defaultManageContent,
  type BloomreachMapping,
  type BloomreachMappingOptions,
  type BloomreachManageContent,
  type BloomreachItemProps,
} from './bloomreachMapping';
