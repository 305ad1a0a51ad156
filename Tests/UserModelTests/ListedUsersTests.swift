// The users of a load, prepared once: the same order and matches as the rules state, a
// filtered list that shares its users, and equality that needs no look at a user when the
// lists come from the same load. Folding many texts fast gives the same result as the
// definition.

import Foundation
import Testing
import UserModel

@Suite("Listed users")
struct ListedUsersTests {
    @Test("are the users in list order")
    func order() {
        let listed = UserListRules.listed(User.sample)

        #expect(listed.map(\.id) == [4, 1, 3, 2, 5, 6])
        #expect(Array(listed) == UserListRules.sorted(User.sample))
    }

    @Test(
        "match a query exactly as the rule says, in list order",
        arguments: ["", "  ", "mi", "ha ward", "RENÉE", "test.com", "mark@", "zz", "a", "é"])
    func matching(query: String) {
        let listed = UserListRules.listed(User.sample)

        let matched = listed.matching(query).map(\.id)

        // The rule, stated plainly: every folded term occurs in the folded name or email.
        let terms = TextFolding.fold(query).split(whereSeparator: \.isWhitespace)
        let expected = listed.filter { user in
            let name = TextFolding.fold("\(user.firstName) \(user.lastName)")
            let email = TextFolding.fold(user.email)
            return terms.allSatisfy { name.contains($0) || email.contains($0) }
        }
        #expect(matched == expected.map(\.id))
        #expect(matched == listed.filter { UserListRules.matches($0, query: query) }.map(\.id))
    }

    @Test("a term never matches across the name and the email")
    func noMatchAcrossFields() {
        let user = User(id: 1, firstName: "Ann", lastName: "Lee", email: "x@y", age: 3)

        #expect(!UserListRules.matches(user, query: "leex"))
        #expect(UserListRules.matches(user, query: "lee x@"))
    }

    @Test("filtering a filtered list narrows it further")
    func narrowing() {
        let listed = UserListRules.listed(User.sample)

        let narrowed = listed.matching("ha").matching("noah")

        #expect(narrowed.map(\.id) == [5])
    }

    @Test("lists of the same users are equal, whether filtered from one load or not")
    func equality() {
        let listed = UserListRules.listed(User.sample)
        let again = UserListRules.listed(User.sample)

        #expect(listed.matching("a") == listed)
        #expect(listed.matching("ha") == again.matching("ha"))
        #expect(listed.matching("ha") != listed.matching("mi"))
        #expect(listed.matching("zz") == UserListRules.listed([]))
    }

    @Test(
        "folding many texts at once gives the definition's result",
        arguments: [
            "Renée Åberg", "ÉLODIE", "e\u{301}le\u{300}ve", "Ørsted", "straße", "İstanbul", "Ǆemal",
            "한국어", "Ωμέγα", "ﬁne", "ANGSTRÖM Å", "plain ascii", "",
        ])
    func fastFoldingAgrees(text: String) {
        var folder = TextFolder()
        let definition = String(
            String.UnicodeScalarView(
                text.decomposedStringWithCanonicalMapping.unicodeScalars.filter {
                    ![.nonspacingMark, .spacingMark, .enclosingMark].contains($0.properties.generalCategory)
                }
                .flatMap { $0.properties.lowercaseMapping.unicodeScalars }))

        #expect(folder.fold(text) == definition)
        #expect(folder.fold(text) == definition)
        #expect(TextFolding.fold(text) == definition)
    }
}
