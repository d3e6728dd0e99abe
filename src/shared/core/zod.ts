import { z } from "zod";
import { keyMessage } from "./said";

/**
 * The one zod error map: every issue a schema does not name its own words for gets a text key
 * for its kind (errorTexts.validation), never zod's English. Schemas give keys too
 * (`keyMessage`, `keyedTexts`), so an issue's message is always a key, said at the edge: by the
 * API's error answer in the request's language, by a form in its page's. Schemas import `z`
 * from here, so the map is set wherever a schema is.
 */
export function zodIssueMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case "invalid_type":
      return keyMessage("errorTexts.validation.invalidType", issue.expected);
    case "invalid_value":
      return keyMessage("errorTexts.validation.invalidValue", issue.values.map(String));
    case "too_small":
      return keyMessage("errorTexts.validation.tooSmall", Number(issue.minimum));
    case "too_big":
      return keyMessage("errorTexts.validation.tooBig", Number(issue.maximum));
    case "invalid_format":
      return keyMessage("errorTexts.validation.invalidFormat", issue.format);
    case "not_multiple_of":
      return keyMessage("errorTexts.validation.notMultipleOf", Number(issue.divisor));
    case "unrecognized_keys":
      return keyMessage("errorTexts.validation.unrecognizedKeys", issue.keys);
    case "invalid_key":
      return keyMessage("errorTexts.validation.invalidKey");
    case "invalid_element":
      return keyMessage("errorTexts.validation.invalidElement");
    case "invalid_union":
      return keyMessage("errorTexts.validation.invalidUnion");
    default:
      return keyMessage("errorTexts.validation.custom");
  }
}

z.config({ customError: zodIssueMessage });

export { z };
