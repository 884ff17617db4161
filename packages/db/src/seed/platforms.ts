// What a part fits: an engine (named by its code) or a scooter model.
// Families decide which brand plausibly makes a part for it.

export type Family = 'yamaha' | 'honda' | 'suzuki' | 'china';

export interface Platform {
  label: string;
  kind: 'engine' | 'model';
  family: Family;
  /** Short code used in Sheng-E / Lipai article numbers. */
  code: string;
}

const engine = (label: string, family: Family, code = label): Platform => ({
  label,
  kind: 'engine',
  family,
  code,
});
const model = (label: string, family: Family, code: string): Platform => ({
  label,
  kind: 'model',
  family,
  code,
});

export const PLATFORMS: readonly Platform[] = [
  model('Yamaha Jog', 'yamaha', '3KJ'),
  model('Yamaha Jog Next Zone', 'yamaha', '5KN'),
  model('Yamaha Aerox', 'yamaha', '5BR'),
  model('Yamaha BWS', 'yamaha', '4VB'),
  model('Yamaha Gear', 'yamaha', '4KN'),
  model('Yamaha Grand Axis', 'yamaha', '5FA'),
  model('Yamaha Vino', 'yamaha', '5AU'),
  engine('Minarelli 1E40QMB', 'yamaha', '3VL'),
  model('Honda Dio AF-18', 'honda', 'AF18'),
  model('Honda Dio AF-27', 'honda', 'AF27'),
  model('Honda Dio AF-34', 'honda', 'AF34'),
  model('Honda Dio AF-56', 'honda', 'AF56'),
  model('Honda Tact AF-24', 'honda', 'AF24'),
  model('Honda Lead 90', 'honda', 'HF05'),
  model('Suzuki Lets', 'suzuki', 'CA1KA'),
  model('Suzuki Lets 2', 'suzuki', 'CA1PA'),
  model('Suzuki Address V50', 'suzuki', 'CA42A'),
  model('Suzuki Address V100', 'suzuki', 'CE11A'),
  model('Suzuki Sepia', 'suzuki', 'CA1HA'),
  engine('139QMB', 'china'),
  engine('152QMI', 'china'),
  engine('157QMJ', 'china'),
  engine('GY6 150', 'china', 'GY6'),
  model('Stels Tactic', 'china', '139QMB'),
  model('Stels Skif 50', 'china', '139QMB'),
  model('Racer Meteor', 'china', '139QMB'),
  model('Irbis Nirvana', 'china', '152QMI'),
];

/** '… 139QMB' for engines, '… для Honda Dio AF-34' for models. */
export function fitmentSuffix(platform: Platform): string {
  return platform.kind === 'engine' ? ` ${platform.label}` : ` для ${platform.label}`;
}
