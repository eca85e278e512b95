import { LIMITS, passwordResetConfirmSchema } from '@kahraba/domain';
import {
  type ActionFunctionArgs,
  data,
  Form,
  Link,
  useActionData,
  useNavigation,
  useSearchParams,
} from 'react-router';
import { ApiError, apiRequest } from '../../../shared/api/http-client';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/paths';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { Input } from '../../../shared/ui/field';
import { AuthCard } from '../components/auth-card';

export const handle = { i18n: ['auth'] };

type Outcome =
  | { done: true }
  | {
      done: false;
      /** The link itself is no good (used, expired, unknown): only a new one helps. */
      linkInvalid?: boolean;
      field?: 'passwordLength' | 'passwordsNotMatch';
      failure?: string;
    };

/** Sets the new password with the token the link carried; the API ends every session of the account. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const password = String(form.get('password') ?? '');
  const payload = passwordResetConfirmSchema.safeParse({ token: String(form.get('token') ?? ''), password });
  if (!payload.success) return data<Outcome>({ done: false, field: 'passwordLength' }, { status: 400 });
  if (String(form.get('confirmPassword') ?? '') !== password) {
    return data<Outcome>({ done: false, field: 'passwordsNotMatch' }, { status: 400 });
  }
  try {
    await apiRequest<null>('/auth/password-reset/confirm', { method: 'POST', body: payload.data });
    return data<Outcome>({ done: true });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data<Outcome>(
      { done: false, linkInvalid: error.code === 'RESET_LINK_INVALID', failure: error.message },
      { status: error.status },
    );
  }
}

export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const outcome = useActionData<typeof action>();
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting';
  const askAgain = (
    <Link
      to={paths.forgotPassword()}
      className="font-semibold text-navy-950 underline-offset-2 hover:underline"
    >
      {t('resetPassword.askAgain')}
    </Link>
  );

  if (outcome?.done) {
    return (
      <AuthCard title={t('resetPassword.title')} subtitle={t('resetPassword.subtitle')} footer={null}>
        <div className="flex flex-col gap-4">
          <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm font-semibold text-emerald-900">
            {t('resetPassword.done')}
          </p>
          <Link to={paths.login()} className={buttonClasses({ size: 'lg' })}>
            {t('resetPassword.signIn')}
          </Link>
        </div>
      </AuthCard>
    );
  }

  if (!token || outcome?.linkInvalid) {
    return (
      <AuthCard title={t('resetPassword.title')} subtitle={t('resetPassword.subtitle')} footer={askAgain}>
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
          {outcome?.failure ?? t('resetPassword.noToken')}
        </p>
      </AuthCard>
    );
  }

  const fieldError = (name: 'passwordLength' | 'passwordsNotMatch') =>
    outcome?.field === name ? t(`validation.${name}`, { min: LIMITS.passwordMin }) : undefined;

  return (
    <AuthCard title={t('resetPassword.title')} subtitle={t('resetPassword.subtitle')} footer={askAgain}>
      <Form method="post" noValidate className="flex flex-col gap-4">
        {outcome?.failure && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
            {outcome.failure}
          </p>
        )}
        <input type="hidden" name="token" value={token} />
        <Input
          label={t('resetPassword.newPassword')}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          hint={t('signup.passwordHint', { min: LIMITS.passwordMin })}
          error={fieldError('passwordLength')}
        />
        <Input
          label={t('fields.confirmPassword')}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          error={fieldError('passwordsNotMatch')}
        />
        <Button type="submit" size="lg" loading={saving}>
          {saving ? t('resetPassword.submitting') : t('resetPassword.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
