// The users of a load, prepared once: the same order and matches as the rules state, and
// filtering a filtered list narrows it.

import Foundation
import Testing
import UserModel

@Suite("Listed users")
struct ListedUserTests {
    @Test("are the users in list order")
    func order() {
        let listed = UserListRules.listed(User.sample)

        #expect(listed.map(\.user.id) == [4, 1, 3, 2, 5, 6])
        #expect(listed.map(\.user) == UserListRules.sorted(User.sample))
    }

    @Test(
        "match a query exactly as the rule says, in list order",
        arguments: ["", "  ", "mi", "ha ward", "RENÉE", "test.com", "mark@", "zz", "a", "é"])
    func matching(query: String) {
        let listed = UserListRules.listed(User.sample)

        let matched = UserListRules.filter(listed, query: query).map(\.user.id)

        // The rule, stated plainly: every folded term occurs in the folded name or email.
        let terms = TextFolding.fold(query).split(whereSeparator: \.isWhitespace)
        let expected = listed.map(\.user).filter { user in
            let name = TextFolding.fold("\(user.firstName) \(user.lastName)")
            let email = TextFolding.fold(user.email)
            return terms.allSatisfy { name.contains($0) || email.contains($0) }
        }
        #expect(matched == expected.map(\.id))
        #expect(matched == listed.map(\.user).filter { UserListRules.matches($0, query: query) }.map(\.id))
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

        let narrowed = UserListRules.filter(UserListRules.filter(listed, query: "ha"), query: "noah")

        #expect(narrowed.map(\.user.id) == [5])
    }
}
