import { formSettingsSchema, type FormSettings } from '@shelfmark/api-client';

/**
 * A form with every field type, a conditional field, a regExp and a hidden preset field, for tests
 * and stories (the memory twin needs it in its seed's `forms` to accept submissions).
 */
export function libraryContactForm(overrides: Partial<FormSettings> = {}): FormSettings {
  return formSettingsSchema.parse({
    formId: 'library-contact',
    formTarget: 'customer-service',
    confirmationUrl: '/contact/thank-you',
    heading: { text: 'Write to us', level: 2 },
    reCaptchaEnabled: false,
    pageBeans: [
      {
        fieldBeans: [
          { type: 'TEXT_FIELD', fieldName: 'fullName', label: 'Full name', mandatory: true, autocomplete: 'name' },
          {
            type: 'TEXT_FIELD',
            fieldName: 'email',
            label: 'Email',
            mandatory: true,
            autocomplete: 'email',
            regExp: '^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$',
            hint: 'We answer within two working days.',
          },
          {
            type: 'RADIOGROUP',
            fieldName: 'customerType',
            label: 'I am',
            values: ['library', 'school'],
            displayValues: ['A library', 'A school'],
          },
          {
            type: 'DROPDOWN',
            fieldName: 'topic',
            label: 'Topic',
            mandatory: true,
            values: ['orders', 'other'],
            displayValues: ['Orders', 'Something else'],
          },
          {
            type: 'TEXTAREA',
            fieldName: 'details',
            label: 'Details',
            mandatory: true,
            conditional: true,
            conditionFieldName: 'topic',
            conditionFieldValue: 'other',
          },
          { type: 'DATE_FIELD', fieldName: 'callBackOn', label: 'Call me back on' },
          {
            type: 'CHECKBOXGROUP',
            fieldName: 'interests',
            label: 'News about',
            values: ['large-print', 'databases'],
            displayValues: ['Large print', 'Databases'],
          },
          { type: 'CHECKBOXGROUP', fieldName: 'consent', label: 'I agree to be contacted', mandatory: true },
          {
            type: 'TEXT_FIELD',
            fieldName: 'source',
            label: 'Source',
            initialValue: 'storefront',
            extraCssClass: 'hidden',
          },
        ],
      },
    ],
    ...overrides,
  });
}
