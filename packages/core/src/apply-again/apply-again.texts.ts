// The texts of applying again in one step (docs/apply-again.md): the review screen and the note beside
// an earlier answer. Part of core's catalogue as `ptBR.applyAgain`, so a brand may reword any of them.
export const applyAgainMessages = {
  review: {
    title: 'Confira sua inscrição',
    intro:
      'Você já se inscreveu conosco antes, então preenchemos esta inscrição com o seu perfil e as suas respostas anteriores. Confira tudo o que será enviado e confirme.',
    personal: 'Dados pessoais',
    questions: 'Perguntas da vaga',
    complementary: 'Informações complementares',
    editPersonal: 'Editar dados pessoais',
    editQuestions: 'Editar respostas',
    editComplementary: 'Editar informações complementares',
    confirm: 'Confirmar inscrição',
    /** Under the button when the opening has tests. */
    testsNext: 'Depois de confirmar, você fará os testes desta vaga.',
    noAnswer: 'Sem resposta',
    experiences: (count: number) =>
      count === 1
        ? '1 experiência profissional cadastrada'
        : `${count} experiências profissionais cadastradas`,
    noExperience: 'Não possuo experiência profissional',
    referral: 'Indicação',
    referralOf: (name: string, email: string) => `${name} (${email})`,
    noReferral: 'Sem indicação',
  },
  /** Beside a question answered with the candidate's earlier answer. */
  earlier: {
    badge: 'Resposta anterior',
    note: (opportunityTitle: string) =>
      `Resposta que você deu na inscrição para ${opportunityTitle}. Confira ou altere antes de enviar.`,
  },
}
