// Your characterization tests of the Edit-profile form: what its screen does today, pinned
// down from the outside, so that any change that alters it makes a test fail. Each test gets
// a fresh `screen` (see Tests/FormScreen.swift): show it, act as a user would, complete its
// saves, compare its lines. The suite's trait runs each test on the controller as it is, then
// on copies with seeded bugs.

import ExerciseGrading
import Testing
import UserModel

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

@MainActor
@Suite(
    .huntingSeededBugs(ControllerBug.self, subject: "the controller as it is"), .timeLimit(.minutes(1)))
struct EditProfileScreenTests {
    /// A fresh screen for each test, and for each run of it.
    let screen = FormScreen()

    // MARK: - An example

    @Test("an email without an @ shows its problem under it and disables Save")
    func emailWithoutAt() async throws {
        screen.show()

        try await screen.type("iyad", into: "Email")

        #expect(
            screen.lines == [
                title, firstName, lastName, "Email: iyad", noAtProblem, age,
                saveDisabled, cancel,
            ])
    }

    // Step 1: a problem shows only once its field has been edited.
    // Step 2: when Save is enabled.
    // Step 3: a save in flight, and a save that fails.
    // Step 4: Cancel.
}
