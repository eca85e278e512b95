import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginPayload, loginPayloadSchema } from '@kahraba/domain';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/paths';
import { useSession } from '../../../shared/session/use-session';
import { Button } from '../../../shared/ui/button';
import { Checkbox } from '../../../shared/ui/checkbox';
import { Input } from '../../../shared/ui/field';
import { useLogIn } from '../api/log-in';
import { AuthCard } from '../components/auth-card';
import { ForgotPassword } from '../components/forgot-password';
import { SocialSignIn } from '../components/social-sign-in';
import { serverMessage, validationText } from '../lib/messages';
import { redirectTarget } from '../lib/redirect-target';

interface LoginFormValues {
  email: string;
  password: string;
}

export function LoginPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const target = redirectTarget(searchParams.get('redirect'));
  const { user, signIn } = useSession();
  const login = useLogIn();
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<LoginFormValues, unknown, LoginPayload>({
    resolver: zodResolver(loginPayloadSchema),
    defaultValues: { email: '', password: '' },
    // Checked on submit only; typing clears a field's message (and the login failure) instead.
    reValidateMode: 'onSubmit',
  });

  // Signed in (just now, or already): on to where the shopper was heading.
  if (user) return <Navigate to={target} replace />;

  const onEdit = (field: keyof LoginFormValues) => () => {
    clearErrors(field);
    if (login.isError) login.reset();
  };

  const onSubmit = handleSubmit((values) =>
    login.mutateAsync(values).then(
      (result) => signIn(result.token, result.user),
      () => {}, // shown below from login.error
    ),
  );

  const failure = login.isError ? (serverMessage(login.error, t) ?? t('login.loginFailed')) : null;

  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Link
            to={paths.signup()}
            className="font-semibold text-navy-950 underline-offset-2 hover:underline"
          >
            {t('login.createAccount')}
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
        <Input
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={errors.email && validationText(errors.email.message, t)}
          {...register('email', { onChange: onEdit('email') })}
        />
        <Input
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          required
          error={errors.password && validationText(errors.password.message, t)}
          {...register('password', { onChange: onEdit('password') })}
        />
        {/* SPEC §2: remember-me has no effect; the hint says what happens either way. */}
        <Checkbox label={t('login.rememberMe')} hint={t('login.rememberMeHint')} name="rememberMe" />
        <ForgotPassword />
        <Button type="submit" size="lg" loading={login.isPending}>
          {login.isPending ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
      <SocialSignIn />
    </AuthCard>
  );
}
