import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginPayload, loginPayloadSchema, type User } from '@kahraba/domain';
import { useForm } from 'react-hook-form';
import {
  type ActionFunctionArgs,
  data,
  Link,
  type LoaderFunctionArgs,
  redirect,
  useActionData,
  useNavigate,
  useSearchParams,
} from 'react-router';
import { ApiError, apiRequest } from '../../../shared/api/http-client';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/paths';
import { SIGN_IN_ARRIVAL } from '../../../shared/session/sign-in-arrival';
import { signedInUser } from '../../../shared/session/signed-in-user';
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

export const handle = { i18n: ['auth'] };

const targetOf = (request: Request) => redirectTarget(new URL(request.url).searchParams.get('redirect'));

/** Already signed in: straight on to where the shopper was heading. */
export async function loader({ request }: LoaderFunctionArgs) {
  if (await signedInUser(request)) throw redirect(targetOf(request));
  return null;
}

/**
 * The form posted before the page's scripts ran (or without them): the API signs the shopper in
 * and its session cookie goes back with the redirect.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const payload = loginPayloadSchema.safeParse({ email: form.get('email'), password: form.get('password') });
  if (!payload.success) return data({ failure: null }, { status: 400 });
  try {
    const { headers } = await apiRequest<User>('/auth/login', {
      method: 'POST',
      body: payload.data,
      redirectOnUnauthorized: false,
    });
    const cookies = new Headers();
    for (const cookie of headers.getSetCookie()) cookies.append('Set-Cookie', cookie);
    return redirect(targetOf(request), { headers: cookies });
  } catch (error) {
    if (error instanceof ApiError) return data({ failure: error.message }, { status: error.status });
    throw error;
  }
}

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const target = redirectTarget(searchParams.get('redirect'));
  const { signIn } = useSession();
  const navigate = useNavigate();
  const login = useLogIn();
  const posted = useActionData<typeof action>();
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

  const onEdit = (field: keyof LoginFormValues) => () => {
    clearErrors(field);
    if (login.isError) login.reset();
  };

  const onSubmit = handleSubmit((values) =>
    login.mutateAsync(values).then(
      (result) => {
        signIn(result.user);
        // On to where the shopper was heading. Only a sign-in made here moves on: the session store
        // hears of a sign-out one render after this page first draws, so "already signed in" is the
        // loader's to decide, by asking the server.
        return navigate(target, { replace: true, state: SIGN_IN_ARRIVAL });
      },
      () => {}, // shown below from login.error
    ),
  );

  const failure = login.isError
    ? (serverMessage(login.error, t) ?? t('login.loginFailed'))
    : posted
      ? (posted.failure ?? t('login.loginFailed'))
      : null;

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
      <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
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
