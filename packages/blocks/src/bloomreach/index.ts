'use client';

export {
  bloomreachMapping,
  defaultManageContent,
  type BloomreachMapping,
  type BloomreachMappingOptions,
  type BloomreachManageContent,
} from './bloomreachMapping';
