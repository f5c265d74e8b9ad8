/** Placeholders an edit URL template may use; each is filled from a component's `edit` data. */
export const EDIT_URL_PLACEHOLDERS = ['page', 'component', 'type', 'updatedAt'] as const;

/**
 * SHELFMARK_CMS_EDIT_URL: where a preview's edit button opens a component in the CMS (CMS-01), e.g.
 * `https://cms.example/editor?page={page}&component={component}`. Unset: null (no CMS to open). Anything but an
 * http(s) URL, or a placeholder other than {page}, {component}, {type} and {updatedAt}, is refused by name.
 */
export function readCmsEnv(env: Record<string, string | undefined>): { editUrlTemplate: string | null } {
  const value = env.SHELFMARK_CMS_EDIT_URL?.trim();
  if (!value) return { editUrlTemplate: null };
  if (!/^https?:\/\/[^\s/?#]+[^\s]*$/.test(value)) {
    throw new Error(
      `SHELFMARK_CMS_EDIT_URL must be an http(s) URL, e.g. https://cms.example/editor?page={page}&component={component} (got "${value}").`,
    );
  }
  const unknown = [...value.matchAll(/\{([^}]*)\}/g)]
    .map((m) => m[1]!)
    .filter((name) => !(EDIT_URL_PLACEHOLDERS as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new Error(
      `SHELFMARK_CMS_EDIT_URL may use only ${EDIT_URL_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')} (got {${unknown.join('}, {')}}).`,
    );
  }
  return { editUrlTemplate: value };
}
