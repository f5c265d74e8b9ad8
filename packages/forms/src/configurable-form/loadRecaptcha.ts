/** The part of Google's reCAPTCHA v2 API the gate uses. */
export interface Grecaptcha {
  ready(callback: () => void): void;
  render(
    container: HTMLElement,
    parameters: {
      sitekey: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ): number;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js?render=explicit';
let loading: Promise<Grecaptcha> | null = null;

/**
 * Loads Google's script once, only when a form with the captcha is shown on a site configured for
 * reCAPTCHA (never in tests or with the default local captcha).
 */
export function loadRecaptcha(): Promise<Grecaptcha> {
  if (window.grecaptcha) return Promise.resolve(window.grecaptcha);
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RECAPTCHA_SCRIPT;
    script.async = true;
    script.onload = () =>
      window.grecaptcha
        ? window.grecaptcha.ready(() => resolve(window.grecaptcha!))
        : reject(new Error('reCAPTCHA did not load'));
    script.onerror = () => {
      loading = null;
      reject(new Error('reCAPTCHA did not load'));
    };
    document.head.append(script);
  });
  return loading;
}
