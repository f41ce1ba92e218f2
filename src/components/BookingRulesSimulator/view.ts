// The form always asks for every employee, so the view only chooses one or all («Без предпочитание»).
import type {AnyEmployeeTimes} from '@site/src/booking-rules/engine.mjs';
import type {Choice, EmployeeRow} from './form';

export function viewOf(result: AnyEmployeeTimes, employees: EmployeeRow[], choice: Choice) {
  const chosen = employees.findIndex((e) => e.key === choice);
  const shown = choice === 'any' || chosen === -1 ? employees.map((_, i) => i) : [chosen];
  const any = shown.length > 1;
  const slots = result.slots.map((slot) => {
    const byEmployee = shown.map((i) => ({employee: employees[i], slot: slot.byEmployee[i].slot}));
    const able = byEmployee.filter((b) => b.slot.offered).map((b) => b.employee.name);
    return {time: slot.time, offered: able.length > 0, employees: able, byEmployee};
  });
  return {
    any,
    times: slots.filter((s) => s.offered).map((s) => s.time),
    slots,
    dayReason: any ? result.dayReason : result.byEmployee[shown[0]].dayReason,
    employees: shown.map((i) => employees[i]),
    earliestWall: result.earliestWall,
    lastDate: result.lastDate,
  };
}

export type View = ReturnType<typeof viewOf>;
export type ViewSlot = View['slots'][number];
