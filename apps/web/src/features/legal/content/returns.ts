import type { LegalDocument } from './legal-document';

export const returns: LegalDocument = {
  en: {
    title: 'Returns and warranty',
    description:
      'Return or exchange any product within 14 days of receiving it, as Egypt’s Consumer Protection Law 181 of 2018 provides, and how official warranty works at Kahraba.',
    intro:
      'You have 14 days from the day you receive a product to return or exchange it, as Egypt’s Consumer Protection Law No. 181 of 2018 provides. New products also carry the official warranty of the brand’s agent in Egypt.',
    sections: [
      {
        heading: 'Returns within 14 days',
        list: [
          'Return or exchange any product within 14 days of receiving it, for any reason.',
          'Bring it back in the condition you received it, with its box, accessories and invoice. A device that was damaged after delivery cannot be returned.',
          'A faulty product, or one that is not what you ordered, is collected from you free of charge and refunded or replaced in full, delivery fee included.',
          'Refunds are paid within 7 days of our receiving the product: to your InstaPay account, or in cash at the store for cash-on-delivery orders.',
        ],
      },
      {
        heading: 'Official warranty',
        paragraphs: [
          'New products are sealed and carry the official warranty of the brand’s agent in Egypt; its length is on each product page (under specifications) and on the warranty card in the box. Used products carry the warranty stated on their page.',
          'For a fault within warranty, contact us with your order number: we collect the device, hand it to the agent’s service centre and bring it back to you.',
        ],
      },
      {
        heading: 'How to start a return',
        list: [
          'Open the order in your account, or have its order number ready.',
          'Send us a message from Messages, or call us, and tell us which item and why.',
          'We arrange a courier to collect it from your address, or you bring it to the store during opening hours.',
        ],
      },
    ],
  },
  ar: {
    title: 'الاسترجاع والضمان',
    description:
      'استرجع أو استبدل أي منتج خلال 14 يومًا من استلامه كما ينص قانون حماية المستهلك المصري رقم 181 لسنة 2018، وكيف يعمل ضمان الوكيل في كهربا.',
    intro:
      'لك 14 يومًا من يوم استلام المنتج لاسترجاعه أو استبداله، كما ينص قانون حماية المستهلك المصري رقم 181 لسنة 2018. والمنتجات الجديدة عليها أيضًا ضمان الوكيل الرسمي للماركة في مصر.',
    sections: [
      {
        heading: 'الاسترجاع خلال 14 يومًا',
        list: [
          'استرجع أو استبدل أي منتج خلال 14 يومًا من استلامه، لأي سبب.',
          'أعده بالحالة التي استلمته بها، بعلبته وملحقاته وفاتورته. لا يمكن استرجاع جهاز تعرّض للتلف بعد التسليم.',
          'المنتج المعيب أو المخالف لطلبك نستلمه منك مجانًا ونرد ثمنه كاملًا أو نستبدله، بما في ذلك مصاريف التوصيل.',
          'نرد المبلغ خلال 7 أيام من استلامنا للمنتج: على حساب إنستاباي الخاص بك، أو نقدًا في المتجر لطلبات الدفع عند الاستلام.',
        ],
      },
      {
        heading: 'ضمان الوكيل',
        paragraphs: [
          'المنتجات الجديدة متبرشمة وعليها ضمان الوكيل الرسمي للماركة في مصر، ومدته مكتوبة في صفحة كل منتج (في المواصفات) وفي كارت الضمان داخل العلبة. والمنتجات المستعملة عليها الضمان المذكور في صفحتها.',
          'إذا ظهر عيب خلال فترة الضمان تواصل معنا برقم الطلب: نستلم الجهاز ونسلمه لمركز صيانة الوكيل ونعيده إليك.',
        ],
      },
      {
        heading: 'كيف تبدأ الاسترجاع',
        list: [
          'افتح الطلب من حسابك، أو جهّز رقم الطلب.',
          'أرسل لنا رسالة من صفحة الرسائل أو اتصل بنا، وأخبرنا بالمنتج وسبب الإرجاع.',
          'نرسل مندوبًا لاستلامه من عنوانك، أو أحضره إلى المتجر خلال مواعيد العمل.',
        ],
      },
    ],
  },
};
