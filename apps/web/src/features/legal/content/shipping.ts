import type { LegalDocument } from './legal-document';

/** The shipping page's texts; the fees and days by governorate come from the delivery-zones data. */
export const shipping: LegalDocument = {
  en: {
    title: 'Shipping and delivery',
    description:
      'Delivery fees and days to every Egyptian governorate, cash on delivery, InstaPay, and free pickup from the Kahraba store in 6th of October City.',
    intro:
      'Kahraba delivers to all 27 governorates of Egypt. What delivery costs and how long it takes depend on your governorate and on the method you choose at checkout.',
    sections: [
      {
        heading: 'When your order arrives',
        list: [
          'Days are counted from the day your order is dispatched; Fridays are not delivery days.',
          'Orders placed after 4 pm Cairo time count from the next day.',
          'The courier calls the phone number on your address before coming.',
        ],
      },
      {
        heading: 'Paying for your order',
        list: [
          'Cash on delivery, in every governorate: pay the courier when your order arrives.',
          'InstaPay: transfer the total to one of the numbers shown at checkout.',
          'At the store when you pick your order up.',
        ],
      },
    ],
  },
  ar: {
    title: 'الشحن والتوصيل',
    description:
      'مصاريف ومدة التوصيل لكل محافظات مصر، والدفع عند الاستلام وإنستاباي، والاستلام مجانًا من متجر كهربا في مدينة السادس من أكتوبر.',
    intro:
      'توصّل كهربا إلى محافظات مصر السبع والعشرين كلها. تعتمد تكلفة التوصيل ومدته على محافظتك وعلى طريقة التوصيل التي تختارها عند إتمام الشراء.',
    sections: [
      {
        heading: 'متى يصلك طلبك',
        list: [
          'تُحسب الأيام من يوم شحن الطلب، والجمعة ليست يوم توصيل.',
          'الطلبات بعد الساعة 4 عصرًا بتوقيت القاهرة تُحسب من اليوم التالي.',
          'يتصل بك المندوب على رقم الموبايل المسجل في عنوانك قبل الوصول.',
        ],
      },
      {
        heading: 'طرق الدفع',
        list: [
          'الدفع عند الاستلام في كل المحافظات: ادفع للمندوب عند وصول طلبك.',
          'إنستاباي: حوّل الإجمالي إلى أحد الرقمين الظاهرين عند إتمام الشراء.',
          'في المتجر عند استلام طلبك بنفسك.',
        ],
      },
    ],
  },
};
