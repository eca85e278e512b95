import { LIMITS, type SignupErrorKey, validateSignup } from '@kahraba/domain';
import { useEffect } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { type ActionFunctionArgs, data, Link, redirect, useActionData, useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/http-client';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/paths';
import { useSession } from '../../../shared/session/use-session';
import { Button } from '../../../shared/ui/button';
import { Input } from '../../../shared/ui/field';
import { register as registerAccount, useRegister } from '../api/register';
import { AuthCard } from '../components/auth-card';
import { serverMessage, validationText } from '../lib/messages';

interface SignupFormValues {
  name: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
}

const FIELD_OF: Record<SignupErrorKey, keyof SignupFormValues> = {
  nameRequired: 'name',
  emailRequired: 'email',
  emailInvalid: 'email',
  phoneRequired: 'phone',
  phoneInvalid: 'phone',
  passwordLength: 'password',
  passwordsNotMatch: 'confirmPassword',
};

/** SPEC §5: only the first failing check is shown, under its field, which gets the focus. */
const signupResolver: Resolver<SignupFormValues> = async (values) => {
  const failure = validateSignup(values);
  if (failure === null) return { values, errors: {} };
  return { values: {}, errors: { [FIELD_OF[failure]]: { type: 'validate', message: failure } } };
};

export const handle = { i18n: ['auth'] };

const text = (form: FormData, name: string) => String(form.get(name) ?? '');

/**
 * The form posted before the page's scripts ran (or without them): the same checks as the page
 * (SPEC §5), then the account, signed in by the cookie the API set, then the login page (which
 * sends a signed-in shopper on to the store).
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const values = {
    name: text(form, 'name'),
    email: text(form, 'email'),
    phone: text(form, 'phone'),
    password: text(form, 'password'),
    confirmPassword: text(form, 'confirmPassword'),
  };
  const invalid = validateSignup(values);
  if (invalid) return data({ invalid, failure: null }, { status: 400 });
  try {
    const { cookies } = await registerAccount({
      name: values.name,
      email: values.email,
      phone: values.phone,
      password: values.password,
    });
    const headers = new Headers();
    for (const cookie of cookies) headers.append('Set-Cookie', cookie);
    return redirect(paths.login(), { headers });
  } catch (error) {
    if (error instanceof ApiError)
      return data({ invalid: null, failure: error.message }, { status: error.status });
    throw error;
  }
}

export default function SignupPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const signup = useRegister();
  const { signIn } = useSession();
  const posted = useActionData<typeof action>();
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<SignupFormValues>({
    resolver: signupResolver,
    defaultValues: { name: '', email: '', phone: '', password: '', confirmPassword: '' },
    reValidateMode: 'onSubmit',
  });

  // SPEC §4: a confirmation, then the login page after 2 seconds. The API has signed the new
  // account in (its cookie), so the page knows it too, and the login page sends it on to the store.
  const registered = signup.data?.user;
  useEffect(() => {
    if (!registered) return;
    const timer = setTimeout(() => {
      signIn(registered);
      void navigate(paths.login());
    }, LIMITS.signupRedirectMs);
    return () => clearTimeout(timer);
  }, [registered, signIn, navigate]);

  const field = (name: keyof SignupFormValues) => ({
    ...register(name, {
      onChange: () => {
        clearErrors(name);
        if (signup.isError) signup.reset();
      },
    }),
    error: errors[name] && validationText(errors[name].message, t),
  });

  const onSubmit = handleSubmit(({ confirmPassword: _confirm, ...values }) =>
    signup.mutateAsync(values).catch(() => {}),
  );

  const failure = signup.isError
    ? (serverMessage(signup.error, t) ?? t('signup.registrationFailed'))
    : posted
      ? (posted.failure ??
        (posted.invalid ? validationText(posted.invalid, t) : t('signup.registrationFailed')))
      : null;

  return (
    <AuthCard
      title={t('signup.title')}
      subtitle={t('signup.subtitle')}
      footer={
        <>
          {t('signup.haveAccount')}{' '}
          <Link to={paths.login()} className="font-semibold text-navy-950 underline-offset-2 hover:underline">
            {t('signup.signIn')}
          </Link>
        </>
      }
    >
      <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {failure && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
            {failure}
          </p>
        )}
        {signup.isSuccess && (
          <p role="status" className="rounded-lg bg-green-50 p-3 text-sm font-semibold text-green-800">
            {t('signup.success')}
          </p>
        )}
        {/* Once the account exists the form is done with; the page moves on to sign in. */}
        <fieldset disabled={signup.isSuccess} className="flex flex-col gap-4">
          <Input label={t('fields.name')} autoComplete="name" required {...field('name')} />
          <Input
            label={t('fields.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            {...field('email')}
          />
          <Input
            label={t('fields.phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            hint={t('signup.phoneHint')}
            {...field('phone')}
          />
          <Input
            label={t('fields.password')}
            type="password"
            autoComplete="new-password"
            required
            hint={t('signup.passwordHint', { min: LIMITS.passwordMin })}
            {...field('password')}
          />
          <Input
            label={t('fields.confirmPassword')}
            type="password"
            autoComplete="new-password"
            required
            {...field('confirmPassword')}
          />
          <Button type="submit" size="lg" loading={signup.isPending}>
            {signup.isPending ? t('signup.submitting') : t('signup.submit')}
          </Button>
        </fieldset>
      </form>
    </AuthCard>
  );
}
