import { passwordResetRequestSchema } from '@kahraba/domain';
import { type ActionFunctionArgs, data, Form, Link, useActionData, useNavigation } from 'react-router';
import { ApiError, apiRequest } from '../../../shared/api/http-client';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/paths';
import { Button } from '../../../shared/ui/button';
import { Input } from '../../../shared/ui/field';
import { AuthCard } from '../components/auth-card';
import { validationText } from '../lib/messages';

export const handle = { i18n: ['auth'] };

type Outcome =
  | { sent: true; email: string }
  | { sent: false; email: string; invalid?: string | undefined; failure?: string | undefined };

/**
 * Asks the API to mail a reset link. The answer is the same whether or not the e-mail has an
 * account, and so is the page: it says where a link goes if there is an account to go with it.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const email = String(form.get('email') ?? '');
  const payload = passwordResetRequestSchema.safeParse({ email });
  if (!payload.success) {
    return data<Outcome>({ sent: false, email, invalid: payload.error.issues[0]?.message }, { status: 400 });
  }
  try {
    await apiRequest<null>('/auth/password-reset', { method: 'POST', body: payload.data });
    return data<Outcome>({ sent: true, email: payload.data.email });
  } catch (error) {
    if (error instanceof ApiError)
      return data<Outcome>({ sent: false, email, failure: error.message }, { status: error.status });
    throw error;
  }
}

export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const outcome = useActionData<typeof action>();
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting';
  const backToSignIn = (
    <Link to={paths.login()} className="font-semibold text-navy-950 underline-offset-2 hover:underline">
      {t('forgotPassword.backToSignIn')}
    </Link>
  );

  if (outcome?.sent) {
    return (
      <AuthCard
        title={t('forgotPassword.title')}
        subtitle={t('forgotPassword.subtitle')}
        footer={backToSignIn}
      >
        <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm font-semibold text-emerald-900">
          {t('forgotPassword.sent', { email: outcome.email })}
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('forgotPassword.title')} subtitle={t('forgotPassword.subtitle')} footer={backToSignIn}>
      {/* A plain post: it works before the page's scripts have run, and after. */}
      <Form method="post" noValidate className="flex flex-col gap-4">
        {outcome?.failure && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
            {outcome.failure}
          </p>
        )}
        <Input
          label={t('fields.email')}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          defaultValue={outcome?.email}
          error={outcome?.invalid ? validationText(outcome.invalid, t) : undefined}
        />
        <Button type="submit" size="lg" loading={sending}>
          {sending ? t('forgotPassword.submitting') : t('forgotPassword.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
