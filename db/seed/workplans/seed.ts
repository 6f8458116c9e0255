import { nameKeyOf } from '../../../domain/common/text';
import { richTextFromPlain, type RichTextNode } from '../../../domain/workplans/richText';
import { WorkplanActivityModel, WorkplanModel, WorkplanSectionModel } from '../../models/workplans';

/**
 * Demo work plans of the chain's operations team: a few plans, their sections and activities with
 * release and final days, a cron temporality and a score. Idempotent: a plan, section or activity
 * already there (by name) is left as the users edited it.
 */
interface ActivitySeed {
  name: string;
  text: string;
  from: string;
  to: string;
  cron: string;
  frecuency: number;
  frecuencyType: 'once' | 'daily' | 'weekly' | 'monthly' | 'yearly';
  score: number;
}
interface SectionSeed {
  name: string;
  text: string;
  activities: ActivitySeed[];
}
interface PlanSeed {
  name: string;
  description: RichTextNode;
  sections: SectionSeed[];
}

function doc(title: string, points: string[]): RichTextNode {
  return {
    type: 'doc',
    content: [
      {
        type: 'paragraph',
        content: [{ type: 'text', text: title, marks: [{ type: 'bold' }] }],
      },
      {
        type: 'bulletList',
        content: points.map((point) => ({
          type: 'listItem',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: point }] }],
        })),
      },
    ],
  };
}

export const demoWorkplans: PlanSeed[] = [
  {
    name: 'Temporada Navideña 2026',
    description: doc('Preparar las tiendas para la temporada de mayor venta del año.', [
      'Exhibiciones de sidra, vinos y botanas al frente',
      'Cajas adicionales en horas pico',
      'Inventario de regalos y canastas',
    ]),
    sections: [
      {
        name: 'Exhibición y acomodo',
        text: 'Exhibidores de temporada en la entrada y las cabeceras.',
        activities: [
          {
            name: 'Montar exhibidor de sidras y vinos',
            text: 'Cabecera 1 y 2, con precios visibles.',
            from: '2026-12-01',
            to: '2026-12-31',
            cron: '0 8 * * 1',
            frecuency: 1,
            frecuencyType: 'weekly',
            score: 20,
          },
          {
            name: 'Revisar precios de canastas navideñas',
            text: 'Comparar contra la lista de precios vigente.',
            from: '2026-12-01',
            to: '2026-12-24',
            cron: '0 9 * * *',
            frecuency: 1,
            frecuencyType: 'daily',
            score: 10,
          },
        ],
      },
      {
        name: 'Cajas y atención',
        text: 'Filas cortas en los días de quincena y fin de semana.',
        activities: [
          {
            name: 'Abrir caja 103 en hora pico',
            text: 'De 18:00 a 21:00 los viernes y sábados.',
            from: '2026-12-04',
            to: '2026-12-31',
            cron: '0 18 * * 5,6',
            frecuency: 2,
            frecuencyType: 'weekly',
            score: 15,
          },
          {
            name: 'Arqueo extra de caja',
            text: 'Al cierre de los días 15 y 30.',
            from: '2026-12-15',
            to: '2026-12-31',
            cron: '0 22 15,30 * *',
            frecuency: 2,
            frecuencyType: 'monthly',
            score: 25,
          },
        ],
      },
    ],
  },
  {
    name: 'Buen Fin 2026',
    description: richTextFromPlain('Promociones del Buen Fin: del viernes al lunes, con kits promocionales en las cajas.'),
    sections: [
      {
        name: 'Promociones',
        text: 'Kits y descuentos del fin de semana.',
        activities: [
          {
            name: 'Colocar carteles de promociones',
            text: 'Carteles en pasillos de bebidas y abarrotes.',
            from: '2026-11-12',
            to: '2026-11-17',
            cron: '0 7 * * *',
            frecuency: 1,
            frecuencyType: 'daily',
            score: 10,
          },
          {
            name: 'Verificar kits en el punto de venta',
            text: 'Probar un kit por caja al abrir.',
            from: '2026-11-13',
            to: '2026-11-16',
            cron: '30 7 * * *',
            frecuency: 1,
            frecuencyType: 'daily',
            score: 20,
          },
        ],
      },
    ],
  },
  {
    name: 'Limpieza y seguridad',
    description: doc('Rutinas permanentes de cada sucursal.', ['Pisos y baños', 'Extintores y salidas de emergencia']),
    sections: [
      {
        name: 'Limpieza',
        text: 'Pisos, anaqueles y baños.',
        activities: [
          {
            name: 'Limpieza profunda de anaqueles',
            text: 'Retirar producto, limpiar y reacomodar por familia.',
            from: '2026-01-01',
            to: '2026-12-31',
            cron: '0 6 * * 0',
            frecuency: 1,
            frecuencyType: 'weekly',
            score: 15,
          },
        ],
      },
      {
        name: 'Seguridad',
        text: 'Protección civil de la sucursal.',
        activities: [
          {
            name: 'Revisar extintores',
            text: 'Fecha de carga y manómetro en verde.',
            from: '2026-01-01',
            to: '2026-12-31',
            cron: '0 10 1 * *',
            frecuency: 1,
            frecuencyType: 'monthly',
            score: 30,
          },
          {
            name: 'Simulacro de evacuación',
            text: 'Con todo el personal del turno matutino.',
            from: '2026-01-01',
            to: '2026-12-31',
            cron: '0 11 15 3,9 *',
            frecuency: 6,
            frecuencyType: 'monthly',
            score: 40,
          },
        ],
      },
    ],
  },
];

const SEEDED_BY = 'demo';

export async function seedWorkplansDemo(options: { reset?: boolean } = {}): Promise<{ plans: number; sections: number; activities: number }> {
  if (options.reset) await Promise.all([WorkplanModel.deleteMany({}), WorkplanSectionModel.deleteMany({}), WorkplanActivityModel.deleteMany({})]);
  let sections = 0;
  let activities = 0;
  for (const plan of demoWorkplans) {
    const stored = await WorkplanModel.findOneAndUpdate(
      { nameKey: nameKeyOf(plan.name) },
      {
        $setOnInsert: {
          workplanName: plan.name,
          nameKey: nameKeyOf(plan.name),
          description: plan.description,
          createdBy: SEEDED_BY,
          updatedBy: SEEDED_BY,
          _version: 1,
        },
      },
      { upsert: true, returnDocument: 'after' },
    ).lean();
    const workplanId = String(stored!._id);
    for (const section of plan.sections) {
      const storedSection = await WorkplanSectionModel.findOneAndUpdate(
        { workplanSectionWorkplanId: workplanId, sectionName: section.name },
        {
          $setOnInsert: {
            description: richTextFromPlain(section.text),
            createdBy: SEEDED_BY,
            updatedBy: SEEDED_BY,
            _version: 1,
          },
        },
        { upsert: true, returnDocument: 'after' },
      ).lean();
      sections += 1;
      const sectionId = String(storedSection!._id);
      for (const activity of section.activities) {
        await WorkplanActivityModel.updateOne(
          { workplanSectionId: sectionId, activityName: activity.name },
          {
            $setOnInsert: {
              description: richTextFromPlain(activity.text),
              marketReleaseDate: activity.from,
              marketFinalDate: activity.to,
              temporality: {
                cron: activity.cron,
                frecuency: activity.frecuency,
                frecuencyType: activity.frecuencyType,
              },
              score: activity.score,
              createdBy: SEEDED_BY,
              updatedBy: SEEDED_BY,
              _version: 1,
            },
          },
          { upsert: true },
        );
        activities += 1;
      }
    }
  }
  return { plans: demoWorkplans.length, sections, activities };
}
