import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';

export interface ProductReferralDialogProps {
  code: string;
  open: boolean;
  onContinue: () => void;
  onCancel: () => void;
}

/** Shown before a product with a referral code goes into the cart (SPEC §2). */
export function ProductReferralDialog({ code, open, onContinue, onCancel }: ProductReferralDialogProps) {
  const { t } = useTranslation('product');
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={t('referral.title')}
      description={t('referral.description')}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel}>
            {t('referral.cancel')}
          </Button>
          <Button onClick={onContinue}>{t('referral.continue')}</Button>
        </>
      }
    >
      <div className="flex flex-col items-center gap-1 rounded-xl bg-navy-50 px-4 py-3 text-center">
        <span className="text-xs font-semibold text-navy-600">{t('referral.code')}</span>
        <code dir="ltr" className="text-2xl font-bold tracking-widest text-navy-950 select-all">
          {code}
        </code>
      </div>
    </Dialog>
  );
}
