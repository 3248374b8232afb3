/**
 * Demo daily logs: the last working days of each active demo project, written by the site user; the older
 * ones signed off by the project manager, one of them reopened and signed again, today's still a draft.
 */
import type { Project } from '#shared/models.ts';
import { dailyLogBody } from '#shared/schemas/daily-logs.ts';
import { addDaysToDateKey, torontoDateKey, torontoMidnight } from '#shared/time.ts';
import type { Caller } from '../../functions/commons/auth/authenticate.ts';
import { reopenDailyLog, saveDailyLog, signOffDailyLog } from '../../functions/domain/daily-logs.ts';

const WEATHER = [
  { conditions: 'Overcast', high: 6, low: 1, wind: 'W 15 km/h' },
  { conditions: 'Light rain', high: 8, low: 3, precipitation: 4, wind: 'SW 20 km/h' },
  { conditions: 'Sunny', high: 4, low: -3, wind: 'NW 10 km/h' },
  { conditions: 'Flurries', high: 1, low: -5, precipitation: 2, wind: 'N 25 km/h' },
];

const CREW = [
  { company: 'Northline Concrete', trade: 'Formwork', headcount: 6, hours: 48 },
  { company: 'Bayview Electric', trade: 'Electrical', headcount: 2, hours: 16 },
  { company: 'Keele Framing', trade: 'Framing', headcount: 5, hours: 40 },
];

function logOf(n: number) {
  return dailyLogBody.parse({
    weather: WEATHER[n % WEATHER.length],
    crew: CREW.slice(0, 2 + (n % 2)),
    equipment: [
      { name: 'Telehandler', quantity: 1, hours: 6 },
      ...(n % 2 ? [{ name: 'Concrete pump', quantity: 1, hours: 4 }] : []),
    ],
    visitors: n % 3 === 0 ? [{ name: 'R. Okafor', company: 'City of Toronto', purpose: 'Footing inspection' }] : [],
    deliveries: [
      {
        supplier: n % 2 ? 'Dufferin Concrete' : 'Taiga Building Products',
        description: n % 2 ? '14 m³ 32 MPa' : 'LVL beams, 3 bundles',
      },
    ],
    delays: n === 2 ? [{ description: 'Pump arrived 2 h late', safety: false, hoursLost: 2 }] : [],
    notes: n === 0 ? 'Block B sheathing under way; crane booked for Thursday.' : 'Work as planned.',
  });
}

/** The `count` working days up to today (Toronto), oldest first. */
function workingDays(now: Date, count: number): string[] {
  const days: string[] = [];
  for (let day = torontoDateKey(now); days.length < count; day = addDaysToDateKey(day, -1)) {
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.unshift(day);
  }
  return days;
}

export async function seedDailyLogs(projects: Project[], site: Caller, pm: Caller, now: Date): Promise<void> {
  for (const project of projects.filter((p) => p.status === 'active')) {
    const days = workingDays(now, 6);
    for (const [i, day] of days.entries()) {
      const n = days.length - 1 - i;
      // Written at the end of that day (today: a minute ago), signed the next morning.
      const evening =
        day === torontoDateKey(now)
          ? new Date(now.getTime() - 60_000)
          : new Date(torontoMidnight(day).getTime() + 17 * 3600_000);
      await saveDailyLog(site, project._id, day, logOf(n), evening);
      if (n === 0) continue;
      const signed = new Date(Math.min(evening.getTime() + 15 * 3600_000, now.getTime() - 120_000));
      await signOffDailyLog(pm, project._id, day, signed);
      if (n === 3) {
        await reopenDailyLog(pm, project._id, day, 'Electrical crew worked 14 h, not 16', signed);
        await signOffDailyLog(pm, project._id, day, new Date(signed.getTime() + 600_000));
      }
    }
  }
}
