import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadMessages } from '@/lib/i18n/load-messages';
import { LocaleProvider, useSetLocale } from '@/lib/i18n/locale-provider';
import { englishTranslator, setCurrentTranslator, translate } from '@/lib/i18n/translator';
import { inShownLanguage, useFormFields } from './use-form-fields';

const english = { locale: 'en' as const, messages: await loadMessages('en') };
const inLanguages = ({ children }: { children: ReactNode }) => (
  <LocaleProvider initial={english}>{children}</LocaleProvider>
);

/** A form of two fields, with the app's language switch. */
function useForm() {
  return { form: useFormFields({ name: '', email: '' }), setLocale: useSetLocale() };
}

afterEach(() => setCurrentTranslator(englishTranslator));

describe('useFormFields', () => {
  it("writes a check's messages again in the language the screen switches to", async () => {
    const { result } = renderHook(useForm, { wrapper: inLanguages });
    let problems = {};
    act(() => {
      problems = inShownLanguage(() => ({ name: translate('auth.nameRequired') }));
      result.current.form.setErrors(problems);
    });
    expect(Object.keys(problems)).toEqual(['name']);
    expect(result.current.form.errors).toEqual({ name: 'Name is required' });

    await act(() => result.current.setLocale('bn'));
    expect(result.current.form.errors).toEqual({ name: 'নাম লিখুন' });
    expect(result.current.form.textField('name').error).toBe('নাম লিখুন');

    await act(() => result.current.setLocale('en'));
    expect(result.current.form.errors).toEqual({ name: 'Name is required' });
  });

  it('keeps a message given as text as it is, and drops either kind when its field is edited', async () => {
    const { result } = renderHook(useForm, { wrapper: inLanguages });
    act(() =>
      result.current.form.setErrors({ name: 'Server said no', email: () => translate('auth.emailRequired') }),
    );
    await act(() => result.current.setLocale('bn'));
    expect(result.current.form.errors).toEqual({ name: 'Server said no', email: 'ই-মেইল লিখুন' });

    act(() => result.current.form.update('email', 'nusrat@example.com'));
    expect(result.current.form.errors).toEqual({ name: 'Server said no' });
    act(() => result.current.form.update('name', 'Nusrat'));
    expect(result.current.form.errors).toEqual({});
  });

  it('leaves out a field whose message, written again, is nothing', () => {
    const { result } = renderHook(useForm, { wrapper: inLanguages });
    act(() => result.current.form.setErrors({ name: () => undefined }));
    expect(result.current.form.errors).toEqual({});
  });
});
