import { DEFAULT_LANGUAGE, type Language } from './taxonomy.js';

export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'INVALID_PARAMETER',
  'INVALID_JSON',
  'JSON_TOO_DEEP',
  'MALFORMED_URL',
  'PAYLOAD_TOO_LARGE',
  'NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'PRODUCT_NOT_FOUND',
  'FAMILY_NOT_FOUND',
  'VARIANT_OPTIONS_MISMATCH',
  'VARIANT_OPTIONS_TAKEN',
  'USER_NOT_FOUND',
  'UNAUTHORIZED',
  'TOKEN_EXPIRED',
  'FORBIDDEN',
  'CROSS_SITE_REQUEST',
  'EMAIL_TAKEN',
  'INVALID_CREDENTIALS',
  'ACCOUNT_DISABLED',
  'CURRENT_PASSWORD_WRONG',
  'RESET_LINK_INVALID',
  'RATE_LIMITED',
  'ONLY_AVAILABLE',
  'OUT_OF_STOCK',
  'CART_EMPTY',
  'CART_ITEM_NOT_FOUND',
  'ORDER_NOT_FOUND',
  'ORDER_NOT_CANCELLABLE',
  'MESSAGE_NOT_FOUND',
  'CONTACT_NOT_FOUND',
  'CANNOT_MESSAGE_SELF',
  'TRADE_IN_INVALID',
  'REPLACEMENT_NOT_FOUND',
  'TRADE_IN_TYPE_MISMATCH',
  'TRADE_IN_SPECS_INVALID',
  'REPLACEMENT_CATEGORY_MISMATCH',
  'ILLEGAL_STATUS_TRANSITION',
  'TRADE_IN_NOT_FOUND',
  'TRADE_IN_ALREADY_DECIDED',
  'STOCK_BELOW_ZERO',
  'DEALER_NOT_FOUND',
  'DEALER_NAME_TAKEN',
  'IMAGE_UNSUPPORTED',
  'IMAGE_TOO_LARGE',
  'CANNOT_CHANGE_OWN_ACCOUNT',
  'CONVERSATION_NOT_FOUND',
  'WISHLIST_FULL',
  'NOTIFICATION_NOT_FOUND',
  'REVIEW_NOT_ALLOWED',
  'REVIEW_NOT_FOUND',
  'CANNOT_VOTE_OWN_REVIEW',
  'COUPON_INVALID',
  'COUPON_EXPIRED',
  'COUPON_USED_UP',
  'COUPON_ALREADY_USED',
  'COUPON_BELOW_MINIMUM',
  'COUPON_NOT_APPLICABLE',
  'COUPON_NOT_FOUND',
  'OUTBOX_MESSAGE_NOT_FOUND',
  'COUPON_CODE_TAKEN',
  'INSTALLMENT_PLAN_NOT_FOUND',
  'INSTALLMENT_PLAN_UNAVAILABLE',
  'INSTALLMENT_MONTHS_UNAVAILABLE',
  'INSTALLMENT_BELOW_MINIMUM',
  'INSTALLMENT_ABOVE_MAXIMUM',
  'ADDRESS_NOT_FOUND',
  'ADDRESS_BOOK_FULL',
  'SHIPPING_ADDRESS_REQUIRED',
  'TRACKING_NUMBER_REQUIRED',
  'RECIPIENT_REQUIRED',
  'MOBILE_INVALID',
  'GOVERNORATE_NOT_FOUND',
  'AREA_NOT_IN_GOVERNORATE',
  'STREET_REQUIRED',
  'BUILDING_REQUIRED',
  'FLOOR_REQUIRED',
  'APARTMENT_REQUIRED',
  'SHIPPING_METHOD_UNAVAILABLE',
  'DELIVERY_DAYS_ORDER',
  'DELIVERY_ZONE_NOT_FOUND',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The HTTP status each code is answered with. */
export const ERROR_HTTP_STATUS = {
  VALIDATION_ERROR: 400,
  INVALID_PARAMETER: 400,
  INVALID_JSON: 400,
  JSON_TOO_DEEP: 400,
  MALFORMED_URL: 400,
  PAYLOAD_TOO_LARGE: 413,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  PRODUCT_NOT_FOUND: 404,
  // The family is named in the request body, so an unknown one is a bad request, not a missing page.
  FAMILY_NOT_FOUND: 400,
  VARIANT_OPTIONS_MISMATCH: 400,
  VARIANT_OPTIONS_TAKEN: 409,
  USER_NOT_FOUND: 404,
  UNAUTHORIZED: 401,
  TOKEN_EXPIRED: 401,
  FORBIDDEN: 403,
  CROSS_SITE_REQUEST: 403,
  EMAIL_TAKEN: 409,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_DISABLED: 403,
  // Not 401: the shopper is signed in, and clients end the session on any 401 (SPEC §8).
  CURRENT_PASSWORD_WRONG: 400,
  // Unknown, used and expired alike: the link in hand is no good, and a new one is a click away.
  RESET_LINK_INVALID: 400,
  RATE_LIMITED: 429,
  ONLY_AVAILABLE: 400,
  OUT_OF_STOCK: 400,
  CART_EMPTY: 400,
  CART_ITEM_NOT_FOUND: 404,
  ORDER_NOT_FOUND: 404,
  ORDER_NOT_CANCELLABLE: 409,
  MESSAGE_NOT_FOUND: 404,
  CONTACT_NOT_FOUND: 404,
  CANNOT_MESSAGE_SELF: 400,
  TRADE_IN_INVALID: 400,
  // The replacement is named in the request body, so an unknown one is a bad request, not a missing page.
  REPLACEMENT_NOT_FOUND: 400,
  TRADE_IN_TYPE_MISMATCH: 400,
  TRADE_IN_SPECS_INVALID: 400,
  REPLACEMENT_CATEGORY_MISMATCH: 400,
  ILLEGAL_STATUS_TRANSITION: 409,
  TRADE_IN_NOT_FOUND: 404,
  TRADE_IN_ALREADY_DECIDED: 409,
  STOCK_BELOW_ZERO: 409,
  DEALER_NOT_FOUND: 404,
  DEALER_NAME_TAKEN: 409,
  IMAGE_UNSUPPORTED: 415,
  IMAGE_TOO_LARGE: 413,
  CANNOT_CHANGE_OWN_ACCOUNT: 409,
  CONVERSATION_NOT_FOUND: 404,
  WISHLIST_FULL: 409,
  NOTIFICATION_NOT_FOUND: 404,
  REVIEW_NOT_ALLOWED: 403,
  REVIEW_NOT_FOUND: 404,
  CANNOT_VOTE_OWN_REVIEW: 400,
  // A code the shopper typed that does not apply is a bad request of theirs, whatever the reason.
  COUPON_INVALID: 400,
  COUPON_EXPIRED: 400,
  COUPON_USED_UP: 400,
  COUPON_ALREADY_USED: 400,
  COUPON_BELOW_MINIMUM: 400,
  COUPON_NOT_APPLICABLE: 400,
  COUPON_NOT_FOUND: 404,
  OUTBOX_MESSAGE_NOT_FOUND: 404,
  COUPON_CODE_TAKEN: 409,
  INSTALLMENT_PLAN_NOT_FOUND: 404,
  // A plan chosen at checkout is named in the request body: one that does not apply is a bad request.
  INSTALLMENT_PLAN_UNAVAILABLE: 400,
  INSTALLMENT_MONTHS_UNAVAILABLE: 400,
  INSTALLMENT_BELOW_MINIMUM: 400,
  INSTALLMENT_ABOVE_MAXIMUM: 400,
  ADDRESS_NOT_FOUND: 404,
  ADDRESS_BOOK_FULL: 409,
  SHIPPING_ADDRESS_REQUIRED: 400,
  TRACKING_NUMBER_REQUIRED: 400,
  RECIPIENT_REQUIRED: 400,
  MOBILE_INVALID: 400,
  GOVERNORATE_NOT_FOUND: 400,
  AREA_NOT_IN_GOVERNORATE: 400,
  STREET_REQUIRED: 400,
  BUILDING_REQUIRED: 400,
  FLOOR_REQUIRED: 400,
  APARTMENT_REQUIRED: 400,
  SHIPPING_METHOD_UNAVAILABLE: 400,
  DELIVERY_DAYS_ORDER: 400,
  DELIVERY_ZONE_NOT_FOUND: 404,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
} as const satisfies Record<ErrorCode, number>;

/** Shopper-facing messages; `{name}` placeholders are filled by errorMessage. */
export const ERROR_MESSAGES: Record<ErrorCode, { en: string; ar: string }> = {
  VALIDATION_ERROR: {
    en: 'Some of the information sent is not valid.',
    ar: 'بعض البيانات المرسلة غير صحيحة.',
  },
  INVALID_PARAMETER: {
    en: 'The value of "{param}" is not valid.',
    ar: 'قيمة "{param}" غير صحيحة.',
  },
  INVALID_JSON: {
    en: 'The request body is not valid JSON.',
    ar: 'محتوى الطلب ليس بصيغة JSON صحيحة.',
  },
  JSON_TOO_DEEP: {
    en: 'The request body is nested more than {max} levels deep.',
    ar: 'محتوى الطلب متداخل لأكثر من {max} مستوى.',
  },
  MALFORMED_URL: {
    en: 'The address of the request is not valid.',
    ar: 'عنوان الطلب غير صحيح.',
  },
  PAYLOAD_TOO_LARGE: {
    en: 'The request is too large.',
    ar: 'حجم الطلب كبير جدًا.',
  },
  NOT_FOUND: {
    en: 'Not found.',
    ar: 'غير موجود.',
  },
  ROUTE_NOT_FOUND: {
    en: 'There is no {method} {path} in this API.',
    ar: 'لا يوجد {method} {path} في هذه الواجهة.',
  },
  FAMILY_NOT_FOUND: {
    en: 'Product family not found.',
    ar: 'عائلة المنتج غير موجودة.',
  },
  VARIANT_OPTIONS_MISMATCH: {
    en: 'Give one value for each option of the family, and no others.',
    ar: 'أدخل قيمة واحدة لكل خيار من خيارات العائلة دون غيرها.',
  },
  VARIANT_OPTIONS_TAKEN: {
    en: 'Another product of this family already has these options.',
    ar: 'يوجد منتج آخر في هذه العائلة بنفس الخيارات.',
  },
  PRODUCT_NOT_FOUND: {
    en: 'Product not found.',
    ar: 'المنتج غير موجود.',
  },
  USER_NOT_FOUND: {
    en: 'User not found.',
    ar: 'المستخدم غير موجود.',
  },
  UNAUTHORIZED: {
    en: 'Please log in to continue.',
    ar: 'يرجى تسجيل الدخول للمتابعة.',
  },
  TOKEN_EXPIRED: {
    en: 'Your session has expired. Please log in again.',
    ar: 'انتهت صلاحية الجلسة. يرجى تسجيل الدخول مرة أخرى.',
  },
  FORBIDDEN: {
    en: 'You do not have permission to do this.',
    ar: 'ليست لديك صلاحية للقيام بذلك.',
  },
  CROSS_SITE_REQUEST: {
    en: 'This request came from another website and was refused. Please try again from the store.',
    ar: 'تم رفض هذا الطلب لأنه جاء من موقع آخر. يرجى المحاولة مرة أخرى من المتجر.',
  },
  EMAIL_TAKEN: {
    en: 'An account with this email already exists.',
    ar: 'يوجد حساب مسجل بهذا البريد الإلكتروني بالفعل.',
  },
  INVALID_CREDENTIALS: {
    en: 'Incorrect email or password.',
    ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  },
  ACCOUNT_DISABLED: {
    en: 'This account has been disabled. Please contact support.',
    ar: 'تم إيقاف هذا الحساب. يرجى التواصل مع خدمة العملاء.',
  },
  CURRENT_PASSWORD_WRONG: {
    en: 'Your current password is not correct.',
    ar: 'كلمة المرور الحالية غير صحيحة.',
  },
  RESET_LINK_INVALID: {
    en: 'This password reset link has expired or has already been used. Please ask for a new one.',
    ar: 'انتهت صلاحية رابط إعادة تعيين كلمة المرور أو تم استخدامه من قبل. يرجى طلب رابط جديد.',
  },
  RATE_LIMITED: {
    en: 'Too many attempts. Please try again in a few minutes.',
    ar: 'محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد بضع دقائق.',
  },
  ONLY_AVAILABLE: {
    en: 'Only {count} items available in stock',
    // Avoids a counted noun, whose Arabic form changes with the number (قطعة، قطعتان، قطع).
    ar: 'الكمية المتاحة في المخزون {count} فقط',
  },
  OUT_OF_STOCK: {
    en: '{name} is out of stock.',
    ar: 'المنتج {name} غير متوفر حاليًا.',
  },
  CART_EMPTY: {
    en: 'Your cart is empty.',
    ar: 'سلة التسوق فارغة.',
  },
  CART_ITEM_NOT_FOUND: {
    en: 'This product is not in your cart.',
    ar: 'هذا المنتج غير موجود في سلة التسوق.',
  },
  ORDER_NOT_FOUND: {
    en: 'Order not found.',
    ar: 'الطلب غير موجود.',
  },
  ORDER_NOT_CANCELLABLE: {
    en: 'Only pending orders can be cancelled.',
    ar: 'لا يمكن إلغاء إلا الطلبات قيد الانتظار.',
  },
  MESSAGE_NOT_FOUND: {
    en: 'Message not found.',
    ar: 'الرسالة غير موجودة.',
  },
  CONTACT_NOT_FOUND: {
    en: 'Contact not found.',
    ar: 'جهة الاتصال غير موجودة.',
  },
  CANNOT_MESSAGE_SELF: {
    en: 'You cannot send a message to yourself.',
    ar: 'لا يمكنك إرسال رسالة إلى نفسك.',
  },
  TRADE_IN_INVALID: {
    en: 'Please fill in: {fields}',
    ar: 'يرجى إدخال: {fields}',
  },
  REPLACEMENT_NOT_FOUND: {
    en: 'The chosen replacement product is not available.',
    ar: 'المنتج البديل المختار غير متاح.',
  },
  TRADE_IN_TYPE_MISMATCH: {
    en: 'This product type does not belong to the chosen device category.',
    ar: 'نوع المنتج هذا لا يتبع فئة الجهاز المختارة.',
  },
  TRADE_IN_SPECS_INVALID: {
    en: 'Please check: {fields}',
    ar: 'يرجى مراجعة: {fields}',
  },
  REPLACEMENT_CATEGORY_MISMATCH: {
    en: 'The replacement must be a product of the same category as your device.',
    ar: 'يجب أن يكون المنتج البديل من نفس فئة جهازك.',
  },
  ILLEGAL_STATUS_TRANSITION: {
    en: 'This order cannot move to that status from its current one.',
    ar: 'لا يمكن نقل هذا الطلب إلى تلك الحالة من حالته الحالية.',
  },
  TRADE_IN_NOT_FOUND: {
    en: 'Trade-in request not found.',
    ar: 'طلب الاستبدال غير موجود.',
  },
  TRADE_IN_ALREADY_DECIDED: {
    en: 'This trade-in request has already been decided.',
    ar: 'تم البت في طلب الاستبدال هذا بالفعل.',
  },
  STOCK_BELOW_ZERO: {
    en: 'Stock cannot go below zero: there are {count} in stock.',
    ar: 'لا يمكن أن يقل المخزون عن صفر: الكمية المتاحة {count}.',
  },
  DEALER_NOT_FOUND: {
    en: 'Dealer not found.',
    ar: 'الوكيل غير موجود.',
  },
  DEALER_NAME_TAKEN: {
    en: 'A dealer with this name already exists.',
    ar: 'يوجد وكيل بهذا الاسم بالفعل.',
  },
  IMAGE_UNSUPPORTED: {
    en: 'Please upload a JPEG, PNG, WebP or AVIF image.',
    ar: 'يرجى رفع صورة بصيغة JPEG أو PNG أو WebP أو AVIF.',
  },
  IMAGE_TOO_LARGE: {
    en: 'The image is too large; the limit is {limit} MB.',
    ar: 'حجم الصورة كبير جدًا؛ الحد الأقصى {limit} ميجابايت.',
  },
  CANNOT_CHANGE_OWN_ACCOUNT: {
    en: 'You cannot change the role of your own account or disable it.',
    ar: 'لا يمكنك تغيير دور حسابك أو إيقافه.',
  },
  CONVERSATION_NOT_FOUND: {
    en: 'Conversation not found.',
    ar: 'المحادثة غير موجودة.',
  },
  WISHLIST_FULL: {
    en: 'Your wishlist is full: it holds up to {max} products. Remove one to save another.',
    ar: 'قائمة المفضلة ممتلئة (الحد الأقصى {max}). احذف منتجًا منها لتحفظ غيره.',
  },
  NOTIFICATION_NOT_FOUND: {
    en: 'Notification not found.',
    ar: 'الإشعار غير موجود.',
  },
  REVIEW_NOT_ALLOWED: {
    en: 'Only shoppers who have received this product can review it.',
    ar: 'لا يمكن تقييم هذا المنتج إلا بعد استلامه.',
  },
  REVIEW_NOT_FOUND: {
    en: 'Review not found.',
    ar: 'التقييم غير موجود.',
  },
  CANNOT_VOTE_OWN_REVIEW: {
    en: 'You cannot mark your own review as helpful.',
    ar: 'لا يمكنك تقييم مراجعتك على أنها مفيدة.',
  },
  COUPON_INVALID: {
    en: 'This discount code is not valid.',
    ar: 'كود الخصم هذا غير صالح.',
  },
  COUPON_EXPIRED: {
    en: 'This discount code has expired.',
    ar: 'انتهت صلاحية كود الخصم هذا.',
  },
  COUPON_USED_UP: {
    en: 'This discount code has been fully used.',
    ar: 'تم استخدام كود الخصم هذا بالكامل.',
  },
  COUPON_ALREADY_USED: {
    en: 'You have already used this discount code.',
    ar: 'لقد استخدمت كود الخصم هذا من قبل.',
  },
  COUPON_BELOW_MINIMUM: {
    en: 'This discount code needs a subtotal of at least EGP {minimum}.',
    ar: 'يتطلب كود الخصم هذا ألا يقل المجموع الفرعي عن {minimum} جنيه.',
  },
  COUPON_NOT_APPLICABLE: {
    en: 'This discount code does not apply to the products in your cart.',
    ar: 'كود الخصم هذا لا ينطبق على المنتجات الموجودة في سلة التسوق.',
  },
  COUPON_NOT_FOUND: {
    en: 'Discount code not found.',
    ar: 'كود الخصم غير موجود.',
  },
  OUTBOX_MESSAGE_NOT_FOUND: {
    en: 'Outgoing message not found.',
    ar: 'الرسالة الصادرة غير موجودة.',
  },
  COUPON_CODE_TAKEN: {
    en: 'A discount code with this name already exists.',
    ar: 'يوجد كود خصم بهذا الاسم بالفعل.',
  },
  INSTALLMENT_PLAN_NOT_FOUND: {
    en: 'Installment plan not found.',
    ar: 'خطة التقسيط غير موجودة.',
  },
  INSTALLMENT_PLAN_UNAVAILABLE: {
    en: 'This installment plan is no longer available. Please choose another one.',
    ar: 'خطة التقسيط هذه لم تعد متاحة. يرجى اختيار خطة أخرى.',
  },
  INSTALLMENT_MONTHS_UNAVAILABLE: {
    en: 'This installment plan is not offered for {months} months.',
    ar: 'خطة التقسيط هذه غير متاحة لمدة {months} شهرًا.',
  },
  INSTALLMENT_BELOW_MINIMUM: {
    en: 'This installment plan needs an order total of at least EGP {minimum}.',
    ar: 'تتطلب خطة التقسيط هذه ألا يقل إجمالي الطلب عن {minimum} جنيه.',
  },
  INSTALLMENT_ABOVE_MAXIMUM: {
    en: 'This installment plan finances orders of up to EGP {maximum}.',
    ar: 'خطة التقسيط هذه تمول الطلبات حتى {maximum} جنيه فقط.',
  },
  ADDRESS_NOT_FOUND: {
    en: 'Address not found.',
    ar: 'العنوان غير موجود.',
  },
  ADDRESS_BOOK_FULL: {
    en: 'Your address book is full: it holds up to {max} addresses. Remove one to add another.',
    ar: 'دفتر العناوين ممتلئ (الحد الأقصى {max}). احذف عنوانًا منه لتضيف غيره.',
  },
  SHIPPING_ADDRESS_REQUIRED: {
    en: 'Please choose a delivery address or enter one.',
    ar: 'يرجى اختيار عنوان التوصيل أو إدخاله.',
  },
  TRACKING_NUMBER_REQUIRED: {
    en: "Enter the courier's tracking number to mark the order shipped.",
    ar: 'أدخل رقم تتبع شركة الشحن لتسجيل شحن الطلب.',
  },
  RECIPIENT_REQUIRED: {
    en: "Please enter the recipient's name.",
    ar: 'يرجى إدخال اسم المستلم.',
  },
  MOBILE_INVALID: {
    en: 'Please enter an Egyptian mobile number: 11 digits starting with 010, 011, 012 or 015.',
    ar: 'يرجى إدخال رقم موبايل مصري من 11 رقمًا يبدأ بـ 010 أو 011 أو 012 أو 015.',
  },
  GOVERNORATE_NOT_FOUND: {
    en: 'Please choose a governorate.',
    ar: 'يرجى اختيار المحافظة.',
  },
  AREA_NOT_IN_GOVERNORATE: {
    en: 'Please choose an area of the chosen governorate.',
    ar: 'يرجى اختيار منطقة تابعة للمحافظة المختارة.',
  },
  STREET_REQUIRED: {
    en: 'Please enter the street.',
    ar: 'يرجى إدخال الشارع.',
  },
  BUILDING_REQUIRED: {
    en: 'Please enter the building number or name.',
    ar: 'يرجى إدخال رقم العمارة أو اسمها.',
  },
  FLOOR_REQUIRED: {
    en: 'Please enter the floor.',
    ar: 'يرجى إدخال الدور.',
  },
  APARTMENT_REQUIRED: {
    en: 'Please enter the apartment.',
    ar: 'يرجى إدخال رقم الشقة.',
  },
  SHIPPING_METHOD_UNAVAILABLE: {
    en: 'This delivery method is not offered to the chosen governorate.',
    ar: 'طريقة التوصيل هذه غير متاحة للمحافظة المختارة.',
  },
  DELIVERY_DAYS_ORDER: {
    en: 'The most delivery days cannot be fewer than the fewest.',
    ar: 'لا يمكن أن يقل أقصى عدد لأيام التوصيل عن أقله.',
  },
  DELIVERY_ZONE_NOT_FOUND: {
    en: 'Delivery zone not found.',
    ar: 'منطقة التوصيل غير موجودة.',
  },
  SERVICE_UNAVAILABLE: {
    en: 'The service is temporarily unavailable. Please try again shortly.',
    ar: 'الخدمة غير متاحة مؤقتًا. يرجى المحاولة بعد قليل.',
  },
  INTERNAL_ERROR: {
    en: 'Something went wrong on our side. Please try again.',
    ar: 'حدث خطأ من جانبنا. يرجى المحاولة مرة أخرى.',
  },
};

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);

/**
 * The message for `code` in `lang` with `{name}` placeholders filled from `params`. A placeholder
 * without a value is left visible, so a forgotten parameter shows up in tests rather than as a gap.
 */
export function errorMessage(
  code: ErrorCode,
  lang: Language = DEFAULT_LANGUAGE,
  params: Readonly<Record<string, string | number>> = {},
): string {
  // Languages come from headers and storage at run time; anything but Arabic reads English.
  const template = lang === 'ar' ? ERROR_MESSAGES[code].ar : ERROR_MESSAGES[code].en;
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}
