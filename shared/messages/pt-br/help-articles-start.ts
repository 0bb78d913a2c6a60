// Help Center articles (Getting Started and Account Management) in Brazilian Portuguese (the English,
// shared/messages/help-articles-start.ts, is the source). Numbers come from the constants, never typed.
import {
  DEFAULT_POINTS_REWARD_RATE,
  INTEREST_APY,
  MIN_PASSWORD_LENGTH,
  PAID_PAYOUT_RETURN_DAYS,
  PRODUCT_NAME,
  SUPPORT_RESPONSE_HOURS,
} from '#shared/constants.ts';
import type { Translation } from '#shared/i18n/catalog.ts';
import type {
  accountArticles as accountEn,
  gettingStartedArticles as gettingStartedEn,
} from '#shared/messages/help-articles-start.ts';
import { percentIn } from '#shared/i18n/numbers.ts';

const percent = (rate: number) => percentIn('pt-BR', rate, 1);

export const gettingStartedArticles: Translation<typeof gettingStartedEn> = [
  {
    id: 'what-is-giftorbit',
    topic: 'getting-started',
    title: `O que é o ${PRODUCT_NAME} e como ele funciona?`,
    body: [
      `O ${PRODUCT_NAME} é para quem compra moedas do TikTok para apoiar criadores, e para os criadores que ` +
        'recebem esse apoio. Você conecta uma conta bancária somente para leitura; encontramos as suas compras de ' +
        'moedas, arredondamos cada uma e investimos o troco em Bitcoin ou em uma conta remunerada que rende ' +
        `${percent(INTEREST_APY)} ao ano.`,
      `Cada compra de moedas também devolve ${percent(Number(DEFAULT_POINTS_REWARD_RATE))} em pontos ` +
        '(1 ponto = US$ 1), que você pode resgatar em dinheiro.',
    ],
  },
  {
    id: 'create-account',
    topic: 'getting-started',
    title: 'Como criar uma conta?',
    body: [
      'Escolha Começar e preencha o seu nome, um nome de usuário, o tipo de conta (doador ou criador), o seu ' +
        `e-mail, o seu país e uma senha. A senha precisa ter pelo menos ${MIN_PASSWORD_LENGTH} caracteres, com ` +
        'uma letra maiúscula, uma minúscula, um número e um caractere especial.',
      'Se um amigo convidou você, informe o código de indicação dele ao se cadastrar. Escolha o país do seu ' +
        'banco: é ele que define como você conecta o seu banco.',
    ],
  },
  {
    id: 'gifter-or-creator',
    topic: 'getting-started',
    title: 'Qual é a diferença entre uma conta de doador e uma de criador?',
    body: [
      'Doadores compram moedas para apoiar criadores; criadores recebem esse apoio e têm uma página de perfil ' +
        'pública. Os dois têm os mesmos arredondamentos, investimentos, pontos e saques.',
    ],
  },
  {
    id: 'install-android',
    topic: 'getting-started',
    title: 'Como instalar o app no Android?',
    body: [
      `Abra o ${PRODUCT_NAME} no Chrome, toque no menu (⋮), escolha Instalar app (ou Adicionar à tela inicial) ` +
        'e confirme. O app ganha um ícone próprio e abre em tela cheia, como qualquer outro app.',
    ],
  },
  {
    id: 'install-iphone',
    topic: 'getting-started',
    title: 'Como instalar o app no iPhone ou iPad?',
    body: [
      `Abra o ${PRODUCT_NAME} no Safari, toque no botão Compartilhar (o quadrado com uma seta), escolha ` +
        'Adicionar à Tela de Início e toque em Adicionar. Abra o app pelo novo ícone na sua Tela de Início.',
    ],
  },
  {
    id: 'install-desktop',
    topic: 'getting-started',
    title: 'Como instalar o app no computador?',
    body: [
      `No Chrome ou no Edge, abra o ${PRODUCT_NAME} e clique no ícone de instalação à direita da barra de ` +
        `endereços, ou abra o menu do navegador e escolha Instalar ${PRODUCT_NAME}. O app abre em uma janela ` +
        'própria, e você pode fixá-lo na barra de tarefas ou no Dock.',
    ],
  },
  {
    id: 'offline',
    topic: 'getting-started',
    title: 'Posso usar o app sem conexão?',
    body: [
      'Sim, em parte. Sem conexão, o app continua abrindo e mostra o que carregou por último, com um aviso de que ' +
        'você está off-line.',
      'As mudanças nas suas configurações ficam salvas no seu aparelho e são enviadas, em ordem, quando a conexão ' +
        'voltar. O resto, como um saque ou conectar um banco, espera até você estar conectado, e o app explica ' +
        'por quê.',
    ],
  },
];

export const accountArticles: Translation<typeof accountEn> = [
  {
    id: 'change-password',
    topic: 'account',
    title: 'Como mudar a minha senha?',
    body: [
      'Acesse Configurações > Segurança, informe a sua senha atual e depois a nova senha duas vezes. Depois da ' +
        'troca, você sai da conta em todos os outros aparelhos.',
    ],
  },
  {
    id: 'cannot-sign-in',
    topic: 'account',
    title: 'Não consigo entrar. O que faço?',
    body: [
      'Confira se você está usando o e-mail do cadastro; a senha diferencia maiúsculas de minúsculas. Depois de ' +
        'muitas tentativas sem sucesso, o acesso fica pausado por um tempo para proteger a sua conta: espere ' +
        '15 minutos e tente de novo.',
      'Ainda sem acesso? Mande um e-mail ou use o formulário de contato: não é preciso entrar na conta. ' +
        `Respondemos em até ${SUPPORT_RESPONSE_HOURS} horas.`,
    ],
  },
  {
    id: 'payment-card',
    topic: 'account',
    title: 'Como adicionar ou trocar o meu cartão de pagamento?',
    body: [
      'Acesse Configurações > Formas de pagamento e adicione um cartão. O cartão marcado como Padrão é o que ' +
        'recebe a cobrança dos seus arredondamentos; escolha Tornar padrão em outro cartão para trocar, ou ' +
        'remova um cartão que você não usa mais.',
      'Sem um cartão padrão, os seus arredondamentos ficam aguardando para serem investidos.',
    ],
  },
  {
    id: 'notification-settings',
    topic: 'account',
    title: 'Como escolher quais notificações recebo?',
    body: [
      'Acesse Configurações > Notificações. Alertas de transações e Lembretes de saque vêm ativados; Novidades ' +
        'de criadores vem desativado. As suas escolhas ficam salvas na sua conta, então valem em todos os ' +
        'aparelhos.',
    ],
  },
  {
    id: 'unlink-bank',
    topic: 'account',
    title: 'Como desconectar uma conta bancária?',
    body: [
      'Acesse Configurações > Conta bancária e escolha Desconectar ao lado da conta. Paramos de sincronizá-la; o ' +
        'seu histórico de transações, os arredondamentos e os pontos continuam com você.',
    ],
  },
  {
    id: 'bank-linked-elsewhere',
    topic: 'account',
    title: 'Por que a minha conta bancária aparece como conectada a outra conta?',
    body: [
      `Uma conta bancária gera arredondamentos e pontos em uma única conta do ${PRODUCT_NAME}, para que as mesmas ` +
        'compras nunca sejam recompensadas duas vezes. Se outra conta já tem a sua conectada, não podemos ' +
        'conectá-la a esta.',
      'Se essa outra conta for sua, desconecte o banco nela primeiro (Configurações > Conta bancária). Se não for ' +
        `sua, abra um chamado de suporte nesta página: respondemos em até ${SUPPORT_RESPONSE_HOURS} horas e ` +
        'resolvemos com você. As compras feitas enquanto o banco estava conectado à outra conta ficam com aquela ' +
        'conta.',
    ],
  },
  {
    id: 'close-account',
    topic: 'account',
    title: 'O que acontece quando encerro a minha conta?',
    body: [
      'Acesse Configurações > Encerrar conta. Antes de pedir qualquer coisa, a janela mostra o que você tem. Seus ' +
        'investimentos são seus e nunca se perdem: a janela os saca primeiro para a sua conta de pagamentos, tudo ' +
        'de cada um, qualquer que seja o valor. Você pode resgatar seus pontos antes; o que sobrar deles se perde. ' +
        'O encerramento apaga o seu nome, e-mail, nome de usuário e foto, remove os bancos conectados e os cartões ' +
        'salvos, e faz você sair em todos os aparelhos.',
      'O encerramento espera enquanto houver dinheiro a caminho: uma cobrança de arredondamento em processamento, ' +
        `ou um saque ou resgate que ainda não chegou. Ele também espera ${PAID_PAYOUT_RETURN_DAYS} dias depois ` +
        'que um pagamento é concluído, porque o banco pode devolver um pagamento, e esse dinheiro precisa da sua ' +
        'conta para voltar. A janela informa a partir de que dia você pode encerrar.',
      'Você pode voltar depois com o mesmo e-mail. As recompensas são pagas uma vez por pessoa: compras que já ' +
        'renderam recompensas na conta encerrada não rendem de novo, quem já recebeu uma recompensa por indicar ' +
        'você não recebe outra vez, e as recompensas de conquistas que você já recebeu aparecem como recebidas.',
    ],
  },
  {
    id: 'account-security',
    topic: 'account',
    title: 'Como a minha conta é protegida?',
    body: [
      'A sua senha é guardada apenas como um hash seguro, nunca como texto. As tentativas de entrar são ' +
        'limitadas, então ninguém consegue adivinhar uma senha tentando várias vezes, e trocar a senha faz você ' +
        'sair dos outros aparelhos.',
      'Tudo trafega por conexões criptografadas, e a sua sessão termina quando você sai.',
    ],
  },
];
