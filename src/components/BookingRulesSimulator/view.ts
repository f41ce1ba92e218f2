/**
 * What the simulator shows of the engine's answer: the day of the employee
 * the client picked, or «Без предпочитание» (every employee at once). The
 * form always asks for every employee (./form.ts), so the view only chooses.
 */
import type {AnyEmployeeTimes, ReasonCode, Slot} from '@site/src/booking-rules/engine.mjs';
import type {Choice, EmployeeRow} from './form';

export type EmployeeSlot = {employee: EmployeeRow; slot: Slot};

export type ViewSlot = {
  time: string;
  offered: boolean;
  /** Who can take it (names). */
  employees: string[];
  /** The answer of each employee shown: one, or all under «Без предпочитание». */
  byEmployee: EmployeeSlot[];
};

export type View = {
  /** True under «Без предпочитание» with more than one employee. */
  any: boolean;
  times: string[];
  slots: ViewSlot[];
  dayReason: ReasonCode | null;
  /** Each shown employee's reason for the whole day. */
  dayReasons: {employee: EmployeeRow; dayReason: ReasonCode | null}[];
  earliestWall: {date: string; time: string};
  lastDate: string;
};

export function viewOf(result: AnyEmployeeTimes, employees: EmployeeRow[], choice: Choice): View {
  const chosen = employees.findIndex((e) => e.key === choice);
  const shown = choice === 'any' || chosen === -1 ? employees.map((_, i) => i) : [chosen];
  const any = shown.length > 1;
  const slots = result.slots.map((slot) => {
    const byEmployee = shown.map((i) => ({employee: employees[i], slot: slot.byEmployee[i].slot}));
    const able = byEmployee.filter((b) => b.slot.offered).map((b) => b.employee.name);
    return {time: slot.time, offered: able.length > 0, employees: able, byEmployee};
  });
  const dayReasons = shown.map((i) => ({
    employee: employees[i],
    dayReason: result.byEmployee[i].dayReason,
  }));
  return {
    any,
    times: slots.filter((s) => s.offered).map((s) => s.time),
    slots,
    dayReason: any ? result.dayReason : dayReasons[0].dayReason,
    dayReasons,
    earliestWall: result.earliestWall,
    lastDate: result.lastDate,
  };
}
