// The Privacy Policy in Brazilian Portuguese (the English, shared/messages/legal-privacy.ts, is the source).
import { PRODUCT_NAME as P, SECURITY_EMAIL, SUPPORT_EMAIL, SUPPORT_RESPONSE_HOURS } from '#shared/constants.ts';
import type { Translation } from '#shared/i18n/catalog.ts';
import type { privacyPolicy as english } from '#shared/messages/legal-privacy.ts';

/** Records are kept 7 years after an account is closed. */
const RETENTION_YEARS = 7;

export const privacyPolicy: Translation<typeof english> = {
  title: 'Política de privacidade',
  intro:
    `Esta política explica, em linguagem simples, o que o ${P} coleta quando você usa o app, ` +
    'por que precisamos desses dados, quem nos ajuda a tratá-los e quais escolhas você tem. Coletamos apenas o ' +
    'necessário para arredondar suas compras de moedas, investir o troco e devolver pontos para você.',
  sections: [
    {
      id: 'information-we-collect',
      heading: 'Informações que coletamos',
      paragraphs: [
        'Dados da conta que você nos informa: seu nome, e-mail, nome de usuário, ' +
          'tipo de conta (doador ou criador), país e, se você usar, um código de indicação. ' +
          'Sua senha é armazenada apenas como um hash irreversível; ninguém na empresa consegue lê-la.',
        'Dados bancários, depois que você conecta uma conta: o nome e o tipo da conta e os últimos dígitos do ' +
          'número, o nome do banco e suas transações (descrição, valor, data e se estão pendentes). Nós os usamos ' +
          'para encontrar compras de moedas; as demais transações são armazenadas apenas para que o seu ' +
          'histórico fique completo.',
        'Os cartões de pagamento são informados diretamente ao nosso processador de cobranças com cartão. ' +
          'Guardamos apenas a bandeira, os 4 últimos dígitos, a data de validade e qual é o seu cartão padrão.',
        'Os criadores podem adicionar uma foto de perfil, uma localização e um usuário do TikTok, que aparecem no ' +
          'perfil público deles. Também guardamos o que você nos envia pelos formulários de contato, suporte e ' +
          'embaixadores.',
      ],
    },
    {
      id: 'how-we-access-your-bank-data',
      heading: 'Como acessamos seus dados bancários',
      paragraphs: [
        'As contas bancárias são conectadas por meio de agregadores de dados regulados: a Belvo, para bancos da ' +
          'América Latina, e a Finicity, uma empresa da Mastercard, para outros países. A conexão é somente leitura: ' +
          'ela nos permite ver saldos e transações e nunca pode tirar dinheiro da sua conta bancária.',
        'Quando você entra no seu banco, suas credenciais do internet banking seguem por uma conexão criptografada ' +
          'até o agregador, apenas para criar a conexão. Nunca armazenamos nem registramos suas senhas bancárias. ' +
          'Você pode desconectar uma conta bancária a qualquer momento em Configurações, e deixamos de buscar os ' +
          'dados dela.',
      ],
    },
    {
      id: 'how-we-use-your-information',
      heading: 'Como usamos suas informações',
      paragraphs: [
        'Para operar o serviço: detectar compras de moedas, calcular arredondamentos e pontos, investir o seu troco, ' +
          'creditar o criador que você apoia, processar saques e enviar as notificações que você ativou.',
        'Para manter você e o serviço seguros: evitar fraudes e abusos, proteger sua conta, ' +
          'cumprir nossas obrigações legais e fiscais e responder quando você nos escreve. ' +
          'Não vendemos suas informações pessoais e não usamos seus dados bancários para publicidade.',
      ],
    },
    {
      id: 'who-we-share-it-with',
      heading: 'Com quem compartilhamos',
      paragraphs: [
        'Apenas com fornecedores que nos ajudam a operar o serviço, sob contratos que limitam o uso que fazem dos ' +
          'seus dados: os agregadores de dados bancários, nosso processador de cobranças com cartão e de pagamentos, ' +
          'as instituições parceiras que guardam e investem o seu dinheiro e nosso provedor de hospedagem.',
        'Também divulgamos informações quando a lei exige, por exemplo, para cumprir uma ordem judicial válida ' +
          'ou para proteger os direitos e a segurança dos nossos usuários.',
      ],
    },
    {
      id: 'how-long-we-keep-your-data',
      heading: 'Por quanto tempo guardamos seus dados',
      paragraphs: [
        'Guardamos suas informações enquanto sua conta estiver aberta. Depois que você a encerrar, guardamos os ' +
          'registros financeiros, como transações, arredondamentos, investimentos, pontos e saques, por ' +
          `${RETENTION_YEARS} anos, como exigem as regras de guarda de registros financeiros. ` +
          'Depois, nós os excluímos ou os tornamos anônimos.',
        'Informações que não são registros financeiros, como sua foto de perfil e suas configurações de ' +
          'notificação, são excluídas quando você encerra sua conta.',
        'Para que as recompensas de indicação e de conquistas sejam pagas uma única vez por pessoa, guardamos um ' +
          'código irreversível gerado a partir do seu e-mail (ele não pode ser convertido de volta no endereço) com ' +
          'as recompensas que sua conta recebeu, e quais contas bancárias ela tinha conectadas (sem os nomes ou ' +
          'números), para que as compras delas rendam uma única vez.',
      ],
    },
    {
      id: 'your-rights-and-choices',
      heading: 'Seus direitos e escolhas',
      paragraphs: [
        'Você pode ver e corrigir os dados da sua conta em Configurações, desconectar contas bancárias, ' +
          'remover cartões salvos, pausar os arredondamentos e escolher quais notificações recebe.',
        'Você pode nos pedir uma cópia dos seus dados, a correção ou a exclusão deles (conforme as regras de guarda ' +
          'acima), e pode se opor a alguns usos ou restringi-los. Residentes de lugares como a União Europeia ou a ' +
          'Califórnia têm esses direitos por leis como o GDPR e a CCPA. ' +
          `Escreva para ${SUPPORT_EMAIL}; você não será tratado de forma diferente por exercê-los.`,
      ],
    },
    {
      id: 'security',
      heading: 'Segurança',
      paragraphs: [
        'Seus dados são criptografados em trânsito com TLS e em repouso com criptografia de 256 bits. As senhas são ' +
          'armazenadas como hash com um algoritmo que exige muita memória, as sessões usam cookies seguros e ' +
          'HttpOnly que expiram, e dentro da empresa só acessam dados pessoais as pessoas que precisam deles.',
        'Nenhum sistema é perfeitamente seguro. Se você encontrar uma vulnerabilidade ou suspeitar que alguém usou ' +
          `sua conta, escreva para ${SECURITY_EMAIL} e responderemos em até ${SUPPORT_RESPONSE_HOURS} horas.`,
      ],
    },
    {
      id: 'cookies-and-storage-on-your-device',
      heading: 'Cookies e armazenamento no seu dispositivo',
      paragraphs: [
        'Usamos um cookie para manter você conectado. Seu dispositivo também guarda sua escolha de tema claro ' +
          'ou escuro e uma cópia dos dados recentes para que o app funcione offline; ' +
          'ao sair, essa cópia é apagada. Não usamos cookies de publicidade.',
      ],
    },
    {
      id: 'children',
      heading: 'Menores de idade',
      paragraphs: [
        `O ${P} é para pessoas com 18 anos ou mais. Não coletamos intencionalmente informações de menores; ` +
          'se descobrirmos que isso aconteceu, nós as excluímos.',
      ],
    },
    {
      id: 'changes-to-this-policy',
      heading: 'Alterações nesta política',
      paragraphs: [
        'Quando alteramos esta política, atualizamos a data no topo. ' +
          'Se a alteração for significativa, avisaremos você por e-mail ou no app antes que ela entre em vigor.',
      ],
    },
    {
      id: 'contact-us',
      heading: 'Fale com a gente',
      paragraphs: [
        `Dúvidas sobre sua privacidade? Escreva para ${SUPPORT_EMAIL}. ` +
          `Respondemos em até ${SUPPORT_RESPONSE_HOURS} horas.`,
      ],
    },
  ],
};
