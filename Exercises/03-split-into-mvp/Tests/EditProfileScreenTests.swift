// Exercise 02's reference characterization tests of the Edit-profile form, as the safety net
// of this split: the same tests and expectations, each a function that gets a fresh
// `FormScreen` (see FormScreen.swift); SafetyNetTests.swift runs every one in `screenTests`.
// (Exercise 02's are a suite graded by its trait; these only have to pass.)

import Testing
import UserModel

/// Every one of your tests, in the order they run.
let screenTests: [ScreenTest] = [
    ScreenTest("an email without an @ shows its problem under it and disables Save", emailWithoutAt),
    ScreenTest("a problem waits until its field is edited", problemWaitsForAnEdit),
    ScreenTest("Save is enabled only once something has changed", saveNeedsAChange),
    ScreenTest("a save locks the fields under a spinner; a failed one says why and offers Retry", failedSave),
    ScreenTest("Cancel puts the saved values back", cancelDiscardsEdits),
]

// MARK: - What the screen shows

/// The form for `User.sample[0]`, as it first shows.
private let title = "Edit profile"
private let firstName = "First name: Iyad"
private let lastName = "Last name: Agha"
private let email = "Email: iyad@test.com"
private let age = "Age: 36"
private let save = "[Save]"
private let saveDisabled = "[Save] (disabled)"
private let cancel = "[Cancel]"
private let noAtProblem = "  ! Enter an email address with an @."
private let spinner = "⟳ Saving…"
private let connectionLostLine = "Couldn't save: The network connection was lost."
private let retry = "[Retry]"
/// The whole form for `User.sample[0]`, untouched.
private let untouchedForm = [title, firstName, lastName, email, age, saveDisabled, cancel]
/// A field's line while a save runs: `readOnly(firstName)`.
private func readOnly(_ line: String) -> String { line + " (read-only)" }

// MARK: - An example

@MainActor
private func emailWithoutAt(_ screen: FormScreen) async throws {
    screen.show()

    try await screen.type("iyad", into: "Email")

    #expect(
        screen.lines == [
            title, firstName, lastName, "Email: iyad", noAtProblem, age,
            saveDisabled, cancel,
        ])
}

// MARK: - Step 1: problems

@MainActor
private func problemWaitsForAnEdit(_ screen: FormScreen) async throws {
    screen.show(User(id: 7, firstName: "Ada", lastName: "Lovelace", email: "ada", age: 36))

    #expect(!screen.lines.contains(noAtProblem))
}

// MARK: - Step 2: Save

@MainActor
private func saveNeedsAChange(_ screen: FormScreen) async throws {
    screen.show()
    #expect(screen.lines == untouchedForm)

    try await screen.type("37", into: "Age")

    #expect(screen.lines == [title, firstName, lastName, email, "Age: 37", save, cancel])
}

// MARK: - Step 3: saving

@MainActor
private func failedSave(_ screen: FormScreen) async throws {
    screen.show()
    try await screen.type("37", into: "Age")

    try await screen.tap("Save")
    let whileSaving = screen.lines
    await screen.completeSave(with: .failure(.connectionLost))

    let fields = [firstName, lastName, email, "Age: 37"]
    #expect(whileSaving == [title] + fields.map(readOnly) + [saveDisabled, cancel, spinner])
    #expect(screen.lines == [title] + fields + [save, cancel, connectionLostLine, retry])
}

// MARK: - Step 4: Cancel

@MainActor
private func cancelDiscardsEdits(_ screen: FormScreen) async throws {
    screen.show()
    try await screen.type("", into: "First name")

    try await screen.tap("Cancel")

    #expect(screen.lines == untouchedForm)
}
