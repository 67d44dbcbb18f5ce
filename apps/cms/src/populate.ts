// What each public content type populates by default: the CMS decides, so the website never
// builds long populate strings. A request's own `populate` (other than `*`) is respected.
import { describedEntries } from './content/registry';
import { img, localizations, seo } from './content/kit';

const link = true;

export const SECTIONS_POPULATE = {
  on: {
    'sections.hero': { populate: { image: img, cta: link, secondary_cta: link } },
    'sections.rich-text': { populate: '*' },
    'sections.image-text': { populate: { image: img, cta: link } },
    'sections.product-carousel': { populate: { cta: link, products: { populate: { images: img, b2c_category: true, b2b_category: true } } } },
    'sections.recipe-carousel': { populate: { cta: link, recipes: { populate: { images: img, category: true } } } },
    'sections.cta-banner': { populate: { image: img, cta: link } },
    'sections.video': { populate: { video: true, poster: img } },
    'sections.accordion': { populate: { items: true } },
    'sections.downloads-list': { populate: { category: true } },
    'sections.news-list': { populate: { cta: link } },
    'sections.quiz-teaser': { populate: { image: img } },
  },
} as const;

const localizationsWith = (relation: string) => ({ fields: ['slug', 'locale'], populate: { [relation]: { fields: ['slug'] } } });
const singleWithSections = { sections: SECTIONS_POPULATE, seo };
const withSections = { ...singleWithSections, localizations };
const category = { image: img, seo, localizations };

export const DEFAULT_POPULATE: Record<string, object> = {
  'api::product.product': {
    images: img,
    b2c_category: true,
    b2b_category: true,
    product_line: true,
    product_typology: true,
    diets: true,
    cutting_type: true,
    features: true,
    nutrition_declaration: true,
    microbiology: true,
    cooking_methods: true,
    allergens_contains: true,
    allergens_traces: true,
    seo,
    related_recipes: { populate: { images: img, category: true } },
    localizations: { fields: ['slug', 'locale'], populate: { b2c_category: { fields: ['slug'] }, b2b_category: { fields: ['slug'] } } },
  },
  'api::recipe.recipe': {
    images: img,
    category: true,
    diets: true,
    influencer: true,
    nutrition: true,
    seo,
    // A Brina ingredient's net weight (packs for the shopping list) and its Italian slug (the store locator).
    ingredients: {
      populate: {
        product: { populate: { b2c_category: true, b2b_category: true, features: true, localizations: { fields: ['slug', 'locale'] } } },
        allergens: true,
      },
    },
    steps: { populate: { image: img, quantities: true } },
    creatu_product: { populate: { b2c_category: true, b2b_category: true } },
    related_products: { populate: { images: img, b2c_category: true, b2b_category: true } },
    localizations: localizationsWith('category'),
  },
  'api::b2c-product-category.b2c-product-category': category,
  'api::b2b-product-category.b2b-product-category': category,
  'api::recipe-category.recipe-category': category,
  'api::influencer.influencer': { avatar: img },
  'api::blog-article.blog-article': { cover: img, category: true, seo },
  'api::news.news': { cover: img, seo, localizations },
  'api::download.download': { file: true, cover: img, category: true },
  'api::video-download.video-download': { video: true, poster: img, localizations },
  'api::legal-page.legal-page': { seo, localizations },
  'api::landing-page.landing-page': withSections,
  'api::page.page': { category: true, ...withSections, localizations: localizationsWith('category') },
  'api::b2b-channel.b2b-channel': { cover: img, ...withSections },
  'api::home-page.home-page': { hero: { populate: { image: img, cta: link, secondary_cta: link } }, ...singleWithSections },
  'api::foodservice-home-page.foodservice-home-page': { hero: { populate: { image: img, cta: link, secondary_cta: link } }, ...singleWithSections },
  'api::manifesto.manifesto': { cover: img, ...singleWithSections },
  'api::chef-online-page.chef-online-page': { cover: img, ...singleWithSections },
  'api::product-choice-page.product-choice-page': { cover: img, ...singleWithSections },
  'api::tailored-solutions-page.tailored-solutions-page': { cover: img, ...singleWithSections },
  'api::footer.footer': { banner_image: img, socials: true, funding_notices: { populate: { logo: img } } },
  'api::newsletter-global.newsletter-global': { background_image: img },
  'api::quiz.quiz': { final_image: img, statements: { populate: { question_image: img, answer_image: img } } },
  'api::application-configuration.application-configuration': { options: true },
  'api::district.district': { region: true },
  'api::region.region': {},
  'api::store.store': { product_lines: true, products: { fields: ['title', 'slug'] } },
  'api::menu.menu': { items: { populate: { children: true, banner_image: img } } },
  // The types described once (src/content): their populate comes from their descriptions.
  ...describedEntries((type) => type.populate),
};
