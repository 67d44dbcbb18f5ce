// A product's GTINs must carry a right GS1 check digit (the website redirects /01/{gtin} to it).
import { assertProductGtins } from '../../../../utils/gtin';

type Event = { params: { data?: Record<string, unknown> } };

export default {
  beforeCreate(event: Event) {
    assertProductGtins(event.params.data);
  },
  beforeUpdate(event: Event) {
    assertProductGtins(event.params.data);
  },
};
