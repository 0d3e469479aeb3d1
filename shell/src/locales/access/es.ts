import type { AccessTexts } from './en';

const es: AccessTexts = {
  acting: {
    text: 'Vista de soporte: actuando como {{name}}',
    customer: 'cliente {{customerId}}',
    limits:
      'Ve lo que ve el cliente. Los PIN, los datos de la tarjeta, las credenciales, el dinero y los ajustes quedan en manos del cliente.',
    stop: 'Dejar de actuar',
  },
  access: {
    readOnly:
      'Tiene acceso de solo lectura a {{company}}; pida los cambios a un usuario con acceso completo.',
    readOnlyNoBalances:
      'Tiene acceso de solo lectura a {{company}}, sin saldos, importes ni historial; pida los cambios a un usuario con acceso completo.',
    transfersOnly:
      'Su acceso a {{company}} cubre las transferencias; los ajustes, las tarjetas y la seguridad los cambia un usuario con acceso completo.',
    noBalances: 'Su acceso a {{company}} no incluye saldos, importes ni historial.',
  },
};

export default es;
