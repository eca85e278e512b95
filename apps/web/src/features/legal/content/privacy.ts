import type { LegalDocument } from './legal-document';

export const privacy: LegalDocument = {
  en: {
    title: 'Privacy policy',
    description:
      'What Kahraba collects when you shop, why, how long it is kept, and how to see, correct or delete it under Egypt’s Personal Data Protection Law.',
    intro:
      'Kahraba collects only what it needs to sell you electronics and deliver them to your door. This page says what that is, what we do with it and what you can ask of us.',
    sections: [
      {
        heading: 'What we collect',
        list: [
          'Your account: name, e-mail address, phone number and password (stored only as a one-way hash).',
          'Your delivery addresses: governorate, area, street, building and the phone number the courier calls.',
          'Your orders, carts, wishlist, reviews, trade-in requests and the messages you send our staff.',
          'Technical records kept for security: the time and address of sign-ins and failed attempts.',
        ],
      },
      {
        heading: 'Why we use it',
        list: [
          'To take, deliver and support your orders, returns and warranty claims.',
          'To answer your messages and calls.',
          'To send you e-mails about your orders. We send no marketing without your consent.',
          'To protect your account and the shop against fraud.',
        ],
      },
      {
        heading: 'Cookies',
        paragraphs: [
          'We use three cookies of our own: one that keeps you signed in, one that remembers your language, and one that remembers the governorate you chose for delivery estimates. There are no advertising or third-party tracking cookies on Kahraba.',
        ],
      },
      {
        heading: 'Who we share it with',
        paragraphs: [
          'Only the courier that delivers your order receives your name, phone number and address. We never sell personal data. We disclose it to authorities only where Egyptian law requires.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'Orders and invoices are kept as long as Egyptian tax law requires. Account data is kept while your account is open; messages and trade-in requests for two years after the last activity.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'Under Egypt’s Personal Data Protection Law (No. 151 of 2020) you may ask to see the data we hold about you, to correct it, or to delete it where we are not obliged to keep it. Write to us or call us using the contact details on this page; we answer within 14 days.',
        ],
      },
    ],
  },
  ar: {
    title: 'سياسة الخصوصية',
    description:
      'ما تجمعه كهربا عند الشراء ولماذا ومدة الاحتفاظ به، وكيف تطلب الاطلاع على بياناتك أو تصحيحها أو حذفها وفقًا لقانون حماية البيانات الشخصية المصري.',
    intro:
      'تجمع كهربا فقط ما تحتاجه لتبيع لك الأجهزة وتوصلها لحد باب بيتك. توضح هذه الصفحة ما نجمعه وما نفعله به وما يحق لك أن تطلبه منا.',
    sections: [
      {
        heading: 'ما نجمعه',
        list: [
          'حسابك: الاسم والبريد الإلكتروني ورقم الموبايل وكلمة المرور (تُحفظ مشفّرة تشفيرًا لا يمكن عكسه).',
          'عناوين التوصيل: المحافظة والمنطقة والشارع والعقار ورقم الموبايل الذي يتصل به المندوب.',
          'طلباتك وسلة مشترياتك وقائمة أمنياتك وتقييماتك وطلبات الاستبدال والرسائل التي ترسلها لفريقنا.',
          'سجلات فنية للأمان: وقت تسجيل الدخول ومحاولات الدخول الفاشلة وعنوانها.',
        ],
      },
      {
        heading: 'لماذا نستخدمها',
        list: [
          'لتنفيذ طلباتك وتوصيلها ومتابعة الاسترجاع والضمان.',
          'للرد على رسائلك ومكالماتك.',
          'لإرسال رسائل بريد إلكتروني عن طلباتك. لا نرسل أي رسائل تسويقية دون موافقتك.',
          'لحماية حسابك والمتجر من الاحتيال.',
        ],
      },
      {
        heading: 'ملفات تعريف الارتباط (الكوكيز)',
        paragraphs: [
          'نستخدم ثلاثة ملفات خاصة بنا فقط: واحد يبقيك مسجلًا الدخول، وواحد يتذكر لغتك، وواحد يتذكر المحافظة التي اخترتها لحساب موعد التوصيل. لا توجد في كهربا ملفات إعلانية أو ملفات تتبع من أطراف أخرى.',
        ],
      },
      {
        heading: 'مع من نشاركها',
        paragraphs: [
          'يحصل مندوب الشحن الذي يوصل طلبك فقط على اسمك ورقم موبايلك وعنوانك. لا نبيع البيانات الشخصية أبدًا، ولا نكشفها للجهات الرسمية إلا حين يلزمنا القانون المصري بذلك.',
        ],
      },
      {
        heading: 'مدة الاحتفاظ بها',
        paragraphs: [
          'نحتفظ بالطلبات والفواتير المدة التي يفرضها قانون الضرائب المصري، وبيانات الحساب ما دام حسابك مفتوحًا، والرسائل وطلبات الاستبدال لمدة سنتين من آخر نشاط.',
        ],
      },
      {
        heading: 'حقوقك',
        paragraphs: [
          'وفقًا لقانون حماية البيانات الشخصية المصري (رقم 151 لسنة 2020) يحق لك أن تطلب الاطلاع على بياناتك لدينا أو تصحيحها أو حذفها ما لم يلزمنا القانون بالاحتفاظ بها. راسلنا أو اتصل بنا على بيانات التواصل الموجودة في هذه الصفحة، وسنرد خلال 14 يومًا.',
        ],
      },
    ],
  },
};
