// The Edit-profile form's rules: which values are a user, how each problem is worded, and
// what a valid draft saves.

import Testing
import UserModel

@Suite("A profile draft")
struct ProfileDraftTests {
    let iyad = User(id: 1, firstName: "Iyad", lastName: "Agha", email: "iyad@test.com", age: 36)

    @Test("a draft starts as the user's values, and is valid")
    func startsFromTheUser() {
        let draft = ProfileDraft(iyad)

        #expect(ProfileField.allCases.map { draft[$0] } == ["Iyad", "Agha", "iyad@test.com", "36"])
        #expect(ProfileField.allCases.map(\.label) == ["First name", "Last name", "Email", "Age"])
        #expect(draft.isValid)
        #expect(draft.applied(to: iyad) == iyad)
    }

    @Test(
        "each rule is worded for the person typing",
        arguments: [
            (ProfileField.firstName, "  ", "Enter a first name."),
            (.lastName, "", "Enter a last name."),
            (.email, "iyad.test.com", "Enter an email address with an @."),
            (.age, "", "Enter an age from 0 to 150, in whole years."),
            (.age, "151", "Enter an age from 0 to 150, in whole years."),
            (.age, "-1", "Enter an age from 0 to 150, in whole years."),
            (.age, "36.5", "Enter an age from 0 to 150, in whole years."),
            (.age, "٣٦", "Enter an age from 0 to 150, in whole years."),
            (.age, "99999999999999999999", "Enter an age from 0 to 150, in whole years."),
        ])
    func problems(field: ProfileField, value: String, message: String) {
        var draft = ProfileDraft(iyad)
        draft[field] = value

        #expect(draft.problem(in: field) == message)
        #expect(ProfileField.allCases.filter { draft.problem(in: $0) != nil } == [field])
        #expect(!draft.isValid)
        #expect(draft.applied(to: iyad) == nil)
    }

    @Test("the edges of the rules are allowed", arguments: ["0", "150", " 42 ", "007"])
    func edges(age: String) {
        var draft = ProfileDraft(iyad)
        draft.age = age
        draft.email = "@"

        #expect(draft.isValid)
    }

    @Test("a valid draft saves its values trimmed, keeping the user's id")
    func applied() {
        var draft = ProfileDraft(iyad)
        draft.firstName = " Iyad "
        draft.lastName = "Agha-Smith\n"
        draft.email = " iyad@example.com"
        draft.age = "37 "

        let saved = draft.applied(to: iyad)

        #expect(
            saved
                == User(id: 1, firstName: "Iyad", lastName: "Agha-Smith", email: "iyad@example.com", age: 37))
    }
}

@Suite("A sample user updater")
struct SampleUserUpdaterTests {
    @Test("stores what it is sent, after its latency on the injected clock")
    func storesWhatItIsSent() async throws {
        let clock = ManualClock()
        let updater = SampleUserUpdater(latency: .milliseconds(300), clock: clock)
        let user = User(id: 7, firstName: "Ada", lastName: "Byron", email: "ada@test.com", age: 36)

        let save = Task { try await updater.update(user) }
        await clock.waitForSleepers(count: 1)
        await clock.advance(by: .milliseconds(300))

        #expect(try await save.value == user)
    }
}
