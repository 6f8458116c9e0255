/** The mass dialog's processes: 'Send customer inactive', one button per type, or the stores' 'Guardar selección'. */
export type MassUpdateAction = 'inactivate' | 'setType' | 'release';
