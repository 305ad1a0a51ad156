// The tests for exercise 06's matching rule. `UserSearch.matches` is a pure function, so
// these need no presenter and no view: a user, a query, yes or no. Read them, don't edit.

import Testing
import UserModel

@testable import Exercise06

@Suite("Exercise 06 · Search: the matching rule")
struct Exercise06MatchingRuleTests {
    /// A user (by id in `User.sample`, or a made-up one), a query and the expected answer.
    struct MatchCase: Sendable, CustomTestStringConvertible {
        var user: User
        var query: String
        var matches: Bool

        var testDescription: String {
            "\"\(query)\" \(matches ? "matches" : "does not match") \(user.firstName) \(user.lastName)"
        }

        init(_ id: Int, _ query: String, _ matches: Bool) {
            user = User.sample.first { $0.id == id } ?? User.sample[0]
            self.query = query
            self.matches = matches
        }

        init(_ user: User, _ query: String, _ matches: Bool) {
            self.user = user
            self.query = query
            self.matches = matches
        }
    }

    static let zoe = User(id: 9, firstName: "Zoë", lastName: "Ødegaard", email: "zoe@ex.no", age: 2)

    static let cases: [MatchCase] = [
        // Case and diacritics, on both sides.
        MatchCase(4, "renee", true), MatchCase(4, "RENÉE", true), MatchCase(4, "åberg", true),
        MatchCase(4, "ABERG", true), MatchCase(4, "É", true), MatchCase(zoe, "zoe", true),
        MatchCase(zoe, "ZOË", true), MatchCase(zoe, "ødegaard", true), MatchCase(2, "MILA", true),
        // Every term, anywhere in "first last" or the email, in any order.
        MatchCase(1, "iyad agha", true), MatchCase(1, "agha iyad", true), MatchCase(1, "yad ag", true),
        MatchCase(3, "mark  astun", true), MatchCase(3, "mark\tastun", true), MatchCase(2, "mila test", true),
        MatchCase(1, "iyad@", true), MatchCase(1, "TEST.COM", true), MatchCase(1, "ha", true),
        MatchCase(1, "iyad mila", false), MatchCase(6, "edith okafor x", false), MatchCase(3, "marka", false),
        MatchCase(5, "noahh", false), MatchCase(1, "zz", false),
        // A term must occur within one of the two: "agha@" is in neither.
        MatchCase(1, "agha@", false), MatchCase(1, "iyadagha", false),
        // An empty or blank query matches everyone.
        MatchCase(2, "", true), MatchCase(6, "   ", true),
    ]

    // MARK: - Step 1: the rule

    @Test("a user matches when every term of the query occurs in the name or the email", arguments: cases)
    func matching(matchCase: MatchCase) {
        let result = UserSearch.matches(matchCase.user, query: matchCase.query)

        let name = "\(matchCase.user.firstName) \(matchCase.user.lastName)"
        #expect(
            result == matchCase.matches,
            """
            Step 1: the query "\(matchCase.query)" should \(matchCase.matches ? "" : "not ")match \
            \(name) <\(matchCase.user.email)>: every whitespace-separated term must occur, folded \
            with TextFolding.fold, in "\(name)" or in the email.
            """)
    }

    @Test(
        "the rule agrees with the workbook's own for many queries",
        arguments: [
            "a", "e", "ha", "ar", "ward", "test", "@", ".com", "ÅBE", "éE", "n h", "m a", "o r e",
            "mila@test.com", "Iyad Agha", "agha iyad", "101", "x", " a ", "h a w",
        ])
    func agreesWithReference(query: String) {
        let disagreements = User.sample.filter { user in
            UserSearch.matches(user, query: query) != UserListRules.matches(user, query: query)
        }.map { "\($0.firstName) \($0.lastName)" }

        #expect(
            disagreements.isEmpty,
            """
            Step 1: for the query "\(query)", your rule and UserListRules.matches disagree about: \
            \(disagreements.joined(separator: ", "))
            """)
    }
}
