import type { FormSettings } from '@shelfmark/api-client/schemas';

const field = (
  f: Partial<FormSettings['pageBeans'][number]['fieldBeans'][number]> &
    Pick<FormSettings['pageBeans'][number]['fieldBeans'][number], 'type' | 'fieldName' | 'label'>,
) => ({ mandatory: false, dateformat: 'dd/MM/yyyy', ...f });

/**
 * The configurable forms of the demo (FORM-01, FORM-02), stored in content_forms: submissions are
 * validated against these, never against what the browser sends. The contact form has every field
 * type, a conditional field, a regExp, a hidden preset field and the captcha.
 */
export const seededForms: FormSettings[] = [
  {
    formId: 'contact-us',
    formTarget: 'customer-service',
    confirmationUrl: '/contact/thank-you',
    submitLabel: 'Submit',
    clearLabel: 'Clear',
    showClearButton: true,
    heading: { text: 'Send us a message', level: 2 },
    formWidth: 'auto',
    reCaptchaEnabled: true,
    pageBeans: [
      {
        fieldBeans: [
          field({
            type: 'TEXT_FIELD',
            fieldName: 'fullName',
            label: 'Full name',
            mandatory: true,
            autocomplete: 'name',
          }),
          field({
            type: 'TEXT_FIELD',
            fieldName: 'email',
            label: 'Email',
            mandatory: true,
            autocomplete: 'email',
            regExp: '^[^@\\s]+@[^@\\s]+\\.[A-Za-z]{2,20}$',
            hint: 'We answer within two working days.',
          }),
          field({
            type: 'RADIOGROUP',
            fieldName: 'customerType',
            label: 'I am',
            values: ['library', 'school', 'other'],
            displayValues: ['A library', 'A school', 'Something else'],
          }),
          field({
            type: 'DROPDOWN',
            fieldName: 'topic',
            label: 'Topic',
            mandatory: true,
            values: ['orders', 'trial', 'other'],
            displayValues: ['Orders and invoices', 'Request a trial', 'Something else'],
          }),
          field({
            type: 'TEXT_FIELD',
            fieldName: 'orderNumber',
            label: 'Order number',
            regExp: '^\\d{7}$',
            hint: 'Seven digits, on your confirmation email.',
            conditional: true,
            conditionFieldName: 'topic',
            conditionFieldValue: 'orders',
          }),
          field({
            type: 'TEXTAREA',
            fieldName: 'details',
            label: 'Details',
            mandatory: true,
            conditional: true,
            conditionFieldName: 'topic',
            conditionFieldValue: 'other',
          }),
          field({ type: 'DATE_FIELD', fieldName: 'callBackOn', label: 'Call me back on', hint: 'dd/mm/yyyy' }),
          field({
            type: 'CHECKBOXGROUP',
            fieldName: 'interests',
            label: 'Send me news about',
            values: ['large-print', 'databases'],
            displayValues: ['Large print', 'Research databases'],
          }),
          field({
            type: 'CHECKBOXGROUP',
            fieldName: 'consent',
            label: 'I agree to be contacted about this request',
            mandatory: true,
          }),
          field({
            type: 'TEXT_FIELD',
            fieldName: 'source',
            label: 'Source',
            initialValue: 'storefront',
            extraCssClass: 'hidden',
          }),
        ],
      },
    ],
  },
  {
    formId: 'request-trial',
    formTarget: 'sales',
    confirmationUrl: null,
    submitLabel: 'Request a Trial',
    clearLabel: 'Clear',
    showClearButton: false,
    heading: { text: 'Request a trial', level: 2 },
    formWidth: 'auto',
    reCaptchaEnabled: false,
    pageBeans: [
      {
        fieldBeans: [
          field({
            type: 'TEXT_FIELD',
            fieldName: 'institution',
            label: 'Institution',
            mandatory: true,
            autocomplete: 'organization',
          }),
          field({
            type: 'TEXT_FIELD',
            fieldName: 'email',
            label: 'Work email',
            mandatory: true,
            autocomplete: 'work email',
            regExp: '^[^@\\s]+@[^@\\s]+\\.[A-Za-z]{2,20}$',
          }),
          // The product link's `?product=` (by product type) and `title=` prefill these two.
          field({
            type: 'DROPDOWN',
            fieldName: 'product',
            label: 'Product type',
            mandatory: true,
            values: [
              'database',
              'primary-sources',
              'literature-criticism',
              'digital-humanities',
              'elearning',
              'general',
            ],
            displayValues: [
              'Research database',
              'Primary sources',
              'Literature criticism',
              'Digital humanities tool',
              'eLearning',
              'Something else',
            ],
          }),
          field({ type: 'TEXT_FIELD', fieldName: 'title', label: 'Product', mandatory: false }),
        ],
      },
    ],
  },
];
