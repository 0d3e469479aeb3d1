import type { BlacklistTexts } from './en';

const es: BlacklistTexts = {
  title: 'Lista negra de pagos',
  description:
    'Direcciones de correo a las que nunca paga. Una transferencia a cualquiera de ellas se rechaza.',
  loading: 'Cargando la lista negra…',
  caption: 'Direcciones de correo bloqueadas',
  allTypes: 'Todos los bloqueos',
  blockTypes: { all: 'Todos los pagos', p2p: 'De persona a persona', globalPay: 'Pago global' },
  columns: { email: 'Correo electrónico', blockType: 'Bloquea', created: 'Añadido', actions: 'Acciones' },
  add: 'Añadir a la lista negra',
  remove: 'Eliminar',
  removeOne: 'Eliminar {{email}} de la lista negra',
  added: 'Se ha añadido al usuario con el correo {{email}} a la lista negra',
  removed: '{{email}} se eliminó de la lista negra.',
  empty: 'No hay nadie en su lista negra',
  emptyText: 'Añada una dirección de correo para detener los pagos a ella.',
  form: {
    title: 'Añadir un usuario a la lista negra',
    text: 'Se rechazarán los pagos del tipo que elija a esta dirección de correo.',
    email: 'Correo electrónico',
    blockType: 'Bloquear',
    submit: 'Añadir',
    errors: {
      emailRequired: 'Introduzca una dirección de correo.',
      emailInvalid: 'Introduzca una dirección de correo válida, como nombre@ejemplo.com.',
      blockType: 'Elija qué bloquear.',
    },
  },
  confirm: {
    title: '¿Eliminar de la lista negra?',
    text: 'Se volverán a permitir los pagos a {{email}}.',
  },
};

export default es;
