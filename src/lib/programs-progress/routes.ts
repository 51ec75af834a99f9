import { routes } from '@/config/haven';

/** The prebuilt page of one program week. */
export const programWeekRoute = (slug: string, week: number) => `${routes.program(slug)}/week/${week}`;

/** The re-measure at weeks 3 and 6, tagged with the program and week it belongs to. */
export const checkInRoute = (slug: string, week: number) => `${routes.checkIn}?program=${encodeURIComponent(slug)}&week=${week}`;
