// Help Center articles (Creator Features and Rewards & Referrals) in Brazilian Portuguese (the English,
// shared/messages/help-articles-rewards.ts, is the source). Numbers come from the constants, never typed.
import {
  ACHIEVEMENTS,
  AMBASSADOR_MIN_FOLLOWERS,
  AMBASSADOR_MIN_GIFTER_LEVEL,
  CASH_OUT_MINIMUM_CENTS,
  CREATOR_SHARE_RATE,
  DEFAULT_POINTS_REWARD_RATE,
  INSTANT_PAYOUT_FEE_RATE,
  PRODUCT_NAME,
  REFERRAL_CODE_LENGTH,
  REFERRAL_REWARD_CENTS,
  STANDARD_PAYOUT_FEE_CENTS,
} from '#shared/constants.ts';
import type { Translation } from '#shared/i18n/catalog.ts';
import { pointsFor } from '#shared/money/rewards.ts';
import { RATE_SCALE } from '#shared/money/rounding.ts';
import type {
  creatorArticles as creatorEn,
  rewardArticles as rewardEn,
} from '#shared/messages/help-articles-rewards.ts';
import { percentIn, usdIn } from '#shared/i18n/numbers.ts';
import { plural } from '#shared/i18n/plural.ts';
import { achievementNames } from './money.ts';

const LOCALE = 'pt-BR';
const usd = (cents: number) => usdIn('pt-BR', cents);
const percent = (rate: number) => percentIn('pt-BR', rate, 1);
/** Points kept in hundredths, as prose: '1 ponto', '25 pontos'. */
const points = (hundredths: number) => {
  const n = hundredths / 100;
  const figure = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 }).format(n);
  return `${figure} ${plural(LOCALE, n, { one: 'ponto', other: 'pontos' })}`;
};
const pointsRate = Number(DEFAULT_POINTS_REWARD_RATE);
const EXAMPLE_PURCHASE = 2000;
const examplePoints = pointsFor(EXAMPLE_PURCHASE, Math.round(pointsRate * RATE_SCALE));
const achievementList = ACHIEVEMENTS.map(({ type, reward }) => {
  const { title, description } = achievementNames[type];
  return `${title} (${description.replace(/\.$/, '')}: ${points(reward)})`;
}).join('; ');

export const creatorArticles: Translation<typeof creatorEn> = [
  {
    id: 'creators-earn',
    topic: 'creators',
    title: `Como os criadores ganham com o ${PRODUCT_NAME}?`,
    body: [
      `Quando um doador apoia você, ${percent(CREATOR_SHARE_RATE)} de cada compra de moedas do TikTok que ele ` +
        'fizer a partir daí é creditado para você em pontos (1 ponto = US$ 1). Quem paga é o ' +
        `${PRODUCT_NAME}: os arredondamentos e pontos de quem apoia você não diminuem.`,
      'O seu perfil mostra os seus apoiadores e o total recebido assim que houver algum. Os criadores também têm ' +
        'os mesmos arredondamentos, investimentos e pontos que os doadores.',
    ],
  },
  {
    id: 'support-creator',
    topic: 'creators',
    title: 'Como apoiar um criador?',
    body: [
      'Abra a página de perfil do criador e escolha Apoiar criador. Um doador apoia um criador por vez; Deixar ' +
        'de apoiar encerra o seu apoio. Só contas de doador podem apoiar criadores.',
    ],
  },
  {
    id: 'creator-profile',
    topic: 'creators',
    title: 'Como editar o meu perfil de criador?',
    body: [
      'Escolha Perfil no cabeçalho para abrir a sua página e depois Editar perfil. Você pode mudar a foto de ' +
        'perfil, a localização e o nome de usuário do TikTok; escolha Salvar alterações quando terminar.',
    ],
  },
  {
    id: 'ambassadors',
    topic: 'creators',
    title: 'O que é o programa de Embaixadores?',
    body: [
      `É para criadores com ${AMBASSADOR_MIN_FOLLOWERS.toLocaleString(LOCALE)} seguidores ou mais que publicam ` +
        'com frequência e têm uma comunidade engajada, e para doadores do nível ' +
        `${AMBASSADOR_MIN_GIFTER_LEVEL} ou acima que apoiam criadores com regularidade.`,
      'Os embaixadores ganham acesso antecipado a novos recursos, um grupo de chat da comunidade, participação na ' +
        'receita dos usuários que indicarem e um selo. Inscreva-se na página Embaixadores.',
    ],
  },
];

export const rewardArticles: Translation<typeof rewardEn> = [
  {
    id: 'points',
    topic: 'rewards',
    title: 'Como funcionam os pontos?',
    body: [
      `Cada compra de moedas do TikTok confirmada devolve ${percent(pointsRate)} em pontos, e ` +
        `1 ponto = US$ 1: uma compra de ${usd(EXAMPLE_PURCHASE)} rende ${points(examplePoints)}, ` +
        `que vale ${usd(examplePoints)}.`,
      'Compras pendentes rendem pontos quando são confirmadas, e um reembolso retira os pontos que a compra ' +
        'rendeu. Os pontos não dependem das suas configurações de arredondamento: você ganha pontos mesmo com os ' +
        'arredondamentos pausados.',
    ],
  },
  {
    id: 'round-ups-and-points',
    topic: 'rewards',
    title: 'Qual é a diferença entre arredondamentos e pontos?',
    body: [
      'Cada compra de moedas dá os dois. O arredondamento é o seu próprio troco, cobrado no seu cartão e ' +
        `investido para você. Os pontos são uma recompensa extra, ${percent(pointsRate)} da compra, que você ` +
        'pode resgatar em dinheiro.',
    ],
  },
  {
    id: 'redeem-points',
    topic: 'rewards',
    title: 'Como resgatar os meus pontos, e quais são as tarifas?',
    body: [
      `Escolha Resgatar no quadro Saldo de pontos quando tiver ${usd(CASH_OUT_MINIMUM_CENTS)} em pontos. ` +
        'Resgates instantâneos chegam em minutos, com tarifa de ' +
        `${percent(INSTANT_PAYOUT_FEE_RATE)} do valor; os padrão custam ${usd(STANDARD_PAYOUT_FEE_CENTS)} e ` +
        'chegam em 1-3 dias úteis.',
      'Você vê a tarifa e quanto vai receber antes de confirmar. Se um pagamento falhar, os pontos voltam para o ' +
        'seu saldo.',
    ],
  },
  // A refund after its points were redeemed (docs/product-rules.md section 6).
  {
    id: 'negative-points',
    topic: 'rewards',
    title: 'Por que o meu saldo de pontos está negativo?',
    body: [
      'Quando uma compra de moedas do TikTok é reembolsada, os pontos que ela rendeu são retirados, mesmo que ' +
        `você já os tenha resgatado. Aí o seu saldo fica abaixo de zero: ${points(-examplePoints)}, por exemplo, ` +
        `depois do reembolso de uma compra de ${usd(EXAMPLE_PURCHASE)} cujos pontos você já tinha resgatado.`,
      'Nada é cobrado de você. Os seus próximos pontos cobrem a diferença primeiro. Resgatar fica indisponível ' +
        'enquanto o saldo estiver abaixo de zero e volta a ficar disponível quando ele chegar a ' +
        `${points(CASH_OUT_MINIMUM_CENTS)}.`,
    ],
  },
  {
    id: 'referrals',
    topic: 'rewards',
    title: 'Como funcionam as indicações?',
    body: [
      'Compartilhe o seu código de indicação ou link de convite no quadro Convide amigos do painel. Quando um ' +
        'amigo se cadastra com ele e o primeiro arredondamento dele é confirmado, você ganha ' +
        `${usd(REFERRAL_REWARD_CENTS)} em pontos, uma vez por amigo, mesmo que esse amigo encerre a conta e volte ` +
        'depois.',
      `Os códigos têm ${REFERRAL_CODE_LENGTH} caracteres e não diferenciam maiúsculas de minúsculas. O seu ` +
        'amigo informa o código ao se cadastrar; um código desconhecido é recusado, nunca descartado em silêncio.',
    ],
  },
  {
    id: 'achievements',
    topic: 'rewards',
    title: 'O que são conquistas?',
    body: [
      `Marcos, cada um com uma pequena recompensa em pontos: ${achievementList}.`,
      'Quando uma conquista é desbloqueada, avisamos você. Escolha Receber no painel para somar a recompensa ao ' +
        'seu saldo (uma vez), ou Dispensar para ocultá-la. Cada recompensa é paga uma vez por pessoa: se você ' +
        'encerrou uma conta que já a recebeu, a conquista é desbloqueada de novo na nova conta, sem uma segunda ' +
        'recompensa.',
    ],
  },
];
