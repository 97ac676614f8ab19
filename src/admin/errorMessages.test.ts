import { describe, expect, it } from 'vitest'

import { translateErrorResult, translateErrors } from './errorMessages'

/** What Payload answers when an uploaded PDF has no end (checkFileRestrictions → ValidationError). */
const invalidPdf = {
  errors: [{ name: 'ValidationError', message: 'The following field is invalid: file', data: { collection: 'media', errors: [{ message: 'Invalid PDF file.', path: 'file' }] } }],
}

describe('Payload’s English error messages in the admin’s language', () => {
  it('translates the refused PDF, toast and field message, in French and in Malagasy', () => {
    const fr = translateErrorResult(invalidPdf, 'fr')
    expect(fr.errors[0]!.message).toBe('Le champ suivant n’est pas valide : Fichier')
    expect((fr.errors[0]!.data as { errors: { message: string; path: string }[] }).errors[0]).toEqual({ message: expect.stringMatching(/^Ce PDF est incomplet ou abîmé/), path: 'file' })
    const mg = translateErrorResult(invalidPdf, 'mg')
    expect(mg.errors[0]!.message).toBe('Tsy mety ity saha manaraka ity: Rakitra')
    expect((mg.errors[0]!.data as { errors: { message: string }[] }).errors[0]!.message).toMatch(/^Tsy feno na simba ity PDF ity/)
    // The original answer is left as it was.
    expect(invalidPdf.errors[0]!.message).toBe('The following field is invalid: file')
  })

  it('translates the unknown and hidden errors, and several invalid fields', () => {
    expect(translateErrorResult({ errors: [{ message: 'An unknown error occurred.' }] }, 'fr').errors[0]!.message).toMatch(/^Une erreur inconnue s’est produite\./)
    expect(translateErrorResult({ errors: [{ message: 'Something went wrong.' }] }, 'mg').errors[0]!.message).toMatch(/^Nisy hadisoana\./)
    expect(translateErrorResult({ errors: [{ message: 'Invalid or corrupted PDF file.' }] }, 'fr').errors[0]!.message).toMatch(/^Ce PDF/)
    expect(translateErrorResult({ errors: [{ message: 'The following fields are invalid: Titre, Slug' }] }, 'fr').errors[0]!.message).toBe('Les champs suivants ne sont pas valides : Titre, Slug')
  })

  it('leaves messages that are already the portal’s or translated by Payload', () => {
    const own = { errors: [{ message: 'Le fichier envoyé est vide.' }, { message: 'Le champ suivant n’est pas valide : Titre' }] }
    expect(translateErrorResult(own, 'fr')).toEqual(own)
  })

  it('as a hook: changes the answer for signed-in staff only, in their admin language', async () => {
    const req = (user: unknown, language = 'mg') => ({ user, i18n: { language } }) as never
    const staff = await translateErrors({ req: req({ id: 1 }), result: invalidPdf, error: new Error('x'), context: {} })
    expect(staff && 'response' in staff ? (staff.response?.errors as { message: string }[])[0]!.message : null).toBe('Tsy mety ity saha manaraka ity: Rakitra')
    expect(await translateErrors({ req: req(null), result: invalidPdf, error: new Error('x'), context: {} })).toBeUndefined()
    expect(await translateErrors({ req: req({ id: 1 }, 'fr'), result: { errors: [{ message: 'Déjà en français' }] }, error: new Error('x'), context: {} })).toBeUndefined()
  })
})

describe('field messages of a validation error', () => {
  it('are put back when Payload answered without them (two copies of its error class in the bundle)', async () => {
    const { withFieldErrors } = await import('./errorMessages')
    const fieldErrors = [{ path: 'processingTime', message: 'Le délai habituel est de 10 jours mais…' }]
    const error = Object.assign(new Error('Le champ suivant n’est pas valide : Démarche > Délai'), { name: 'c', data: { collection: 'services', errors: fieldErrors } })
    const bare = { errors: [{ message: 'Le champ suivant n’est pas valide : Démarche > Délai' }] }
    expect(withFieldErrors(bare, error).errors[0]).toEqual({ name: 'c', message: 'Le champ suivant n’est pas valide : Démarche > Délai', data: { collection: 'services', errors: fieldErrors } })
    // Already complete, or not a validation error: unchanged.
    const complete = { errors: [{ message: 'x', data: { errors: [] } }] }
    expect(withFieldErrors(complete, error)).toBe(complete)
    expect(withFieldErrors(bare, new Error('boom'))).toBe(bare)
  })
})
