import type { LegalDocument } from './legal-document';

export const terms: LegalDocument = {
  en: {
    title: 'Terms of sale',
    description:
      'The terms on which Kahraba sells: prices in Egyptian pounds, orders and stock, payment by cash on delivery, InstaPay or at the store, delivery, cancellation and trade-ins.',
    intro:
      'These terms apply to every order placed on Kahraba. By placing an order you accept them; the returns and warranty page and the shipping page are part of them.',
    sections: [
      {
        heading: 'Prices',
        paragraphs: [
          'Prices are in Egyptian pounds (EGP). The price you pay is the one shown in your cart when you place the order; delivery is added at checkout according to your governorate and the delivery method you choose.',
        ],
      },
      {
        heading: 'Orders and stock',
        paragraphs: [
          'An order is accepted once it is placed and confirmed on screen and by e-mail. Stock is reserved when you place the order, so an item that was in stock at checkout is yours. If we ever cannot fulfil an order we cancel it and refund anything you paid in full.',
        ],
      },
      {
        heading: 'Payment',
        list: [
          'Cash on delivery: pay the courier in cash when your order arrives.',
          'InstaPay: transfer the total to one of the two numbers shown at checkout; we dispatch once the transfer arrives.',
          'At the store: pay when you collect your order at our store in 6th of October City, during opening hours.',
        ],
      },
      {
        heading: 'Cancelling an order',
        paragraphs: [
          'You may cancel an order yourself from its page while it is still pending. Once it has been dispatched, refuse it at the door or return it as described on the returns page.',
        ],
      },
      {
        heading: 'Used products and trade-ins',
        paragraphs: [
          'Used products are sold in the condition described on their page. A trade-in estimate is a starting point: the final value is set when our technicians inspect the device.',
        ],
      },
      {
        heading: 'Law',
        paragraphs: [
          'These terms are governed by Egyptian law, including Consumer Protection Law No. 181 of 2018. Nothing in them limits the rights that law gives you.',
        ],
      },
    ],
  },
  ar: {
    title: 'شروط البيع',
    description:
      'الشروط التي تبيع بها كهربا: الأسعار بالجنيه المصري، والطلبات والمخزون، والدفع عند الاستلام أو بإنستاباي أو في المتجر، والتوصيل والإلغاء والاستبدال.',
    intro:
      'تسري هذه الشروط على كل طلب يتم على كهربا، وبتأكيدك للطلب فأنت توافق عليها. صفحتا الاسترجاع والضمان والشحن جزء منها.',
    sections: [
      {
        heading: 'الأسعار',
        paragraphs: [
          'الأسعار بالجنيه المصري. السعر الذي تدفعه هو المعروض في سلتك لحظة تأكيد الطلب، وتُضاف مصاريف التوصيل عند إتمام الشراء حسب محافظتك وطريقة التوصيل التي تختارها.',
        ],
      },
      {
        heading: 'الطلبات والمخزون',
        paragraphs: [
          'يُقبل الطلب بمجرد تأكيده على الشاشة وبالبريد الإلكتروني. نحجز الكمية لك عند تأكيد الطلب، فالمنتج المتوفر وقت الشراء أصبح لك. وإذا تعذّر علينا تنفيذ طلب نلغيه ونرد لك كل ما دفعته.',
        ],
      },
      {
        heading: 'الدفع',
        list: [
          'الدفع عند الاستلام: ادفع نقدًا للمندوب عند وصول طلبك.',
          'إنستاباي: حوّل الإجمالي إلى أحد الرقمين الظاهرين عند إتمام الشراء، ونشحن الطلب فور وصول التحويل.',
          'في المتجر: ادفع عند استلام طلبك من متجرنا في مدينة السادس من أكتوبر خلال مواعيد العمل.',
        ],
      },
      {
        heading: 'إلغاء الطلب',
        paragraphs: [
          'يمكنك إلغاء الطلب بنفسك من صفحته ما دام قيد الانتظار. بعد شحنه يمكنك رفض استلامه أو إرجاعه كما توضح صفحة الاسترجاع.',
        ],
      },
      {
        heading: 'المنتجات المستعملة والاستبدال',
        paragraphs: [
          'تُباع المنتجات المستعملة بالحالة الموضحة في صفحتها. تقدير قيمة الجهاز في الاستبدال مبدئي، وتتحدد القيمة النهائية بعد فحص الجهاز لدى فنيينا.',
        ],
      },
      {
        heading: 'القانون',
        paragraphs: [
          'تخضع هذه الشروط للقانون المصري، ومنه قانون حماية المستهلك رقم 181 لسنة 2018، ولا يقيّد أي منها الحقوق التي يمنحها لك هذا القانون.',
        ],
      },
    ],
  },
};
