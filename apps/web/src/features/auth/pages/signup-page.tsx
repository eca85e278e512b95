import { LIMITS, type SignupErrorKey, validateSignup } from '@kahraba/domain';
import { useEffect } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/paths';
import { Button } from '../../../shared/ui/button';
import { Input } from '../../../shared/ui/field';
import { useRegister } from '../api/register';
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
  passwordLength: 'password',
  passwordsNotMatch: 'confirmPassword',
};

/** SPEC §5: only the first failing check is shown, under its field, which gets the focus. */
const signupResolver: Resolver<SignupFormValues> = async (values) => {
  const failure = validateSignup(values);
  if (failure === null) return { values, errors: {} };
  return { values: {}, errors: { [FIELD_OF[failure]]: { type: 'validate', message: failure } } };
};

export function SignupPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const signup = useRegister();
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

  // SPEC §4: a confirmation, then the login page after 2 seconds.
  useEffect(() => {
    if (!signup.isSuccess) return;
    const timer = setTimeout(() => void navigate(paths.login()), LIMITS.signupRedirectMs);
    return () => clearTimeout(timer);
  }, [signup.isSuccess, navigate]);

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

  const failure = signup.isError ? (serverMessage(signup.error, t) ?? t('signup.registrationFailed')) : null;

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
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
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
