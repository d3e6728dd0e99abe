import type { DeliverySettings } from "../checkout/delivery";
import type { CapacitySettings } from "./ordering";
import type { SpecialDay } from "./schedule";
import type { WeeklyHours } from "../shop/shop";

/** What the admin sets for ordering ahead (ADR 0014), as GET/PUT /api/admin/settings/ordering carry it. */
export interface OrderingSettings {
  weeklyHours: WeeklyHours;
  capacity: CapacitySettings;
  delivery: DeliverySettings;
}

export interface AdminOrderingSettingsDto extends OrderingSettings {
  /** From today on, by date. */
  specialDays: SpecialDay[];
  timeZone: string;
  /** The shop's date now, 'YYYY-MM-DD'. */
  today: string;
}
