// The user lists every test of exercise 11 runs on, each with its rows written out by hand
// in both orders, so that no test computes its expectation with the code under test.

import Testing
import UserModel

@testable import Exercise11

/// A list of users, and the rows it must show in name order and in age order.
struct SortCase: Sendable, CustomTestStringConvertible {
    var name: String
    var users: [User]
    var header: String
    var byName: [UserRow]
    var byAge: [UserRow]

    var testDescription: String { name }

    static let sample = SortCase(
        name: "the six sample users",
        users: User.sample,
        header: "6 users",
        byName: [
            UserRow(title: "Renée Åberg", detail: "52 years · renee@test.com"),
            UserRow(title: "Iyad Agha", detail: "36 years · iyad@test.com"),
            UserRow(title: "Mark Astun", detail: "39 years · mark@test.com"),
            UserRow(title: "Mila Haward", detail: "24 years · mila@test.com"),
            UserRow(title: "Noah Haward", detail: "1 year · noah@test.com"),
            UserRow(title: "Edith Okafor", detail: "101 years · edith@test.com"),
        ],
        byAge: [
            UserRow(title: "Noah Haward", detail: "1 year · noah@test.com"),
            UserRow(title: "Mila Haward", detail: "24 years · mila@test.com"),
            UserRow(title: "Iyad Agha", detail: "36 years · iyad@test.com"),
            UserRow(title: "Mark Astun", detail: "39 years · mark@test.com"),
            UserRow(title: "Renée Åberg", detail: "52 years · renee@test.com"),
            UserRow(title: "Edith Okafor", detail: "101 years · edith@test.com"),
        ])

    static let sameAge = SortCase(
        name: "two thirty-year-olds and a twenty-year-old",
        users: [
            User(id: 1, firstName: "Zoe", lastName: "Zimmer", email: "zoe@example.org", age: 30),
            User(id: 2, firstName: "Ann", lastName: "Adams", email: "ann@example.org", age: 30),
            User(id: 3, firstName: "Bob", lastName: "Baker", email: "bob@example.org", age: 20),
        ],
        header: "3 users",
        byName: [
            UserRow(title: "Ann Adams", detail: "30 years · ann@example.org"),
            UserRow(title: "Bob Baker", detail: "20 years · bob@example.org"),
            UserRow(title: "Zoe Zimmer", detail: "30 years · zoe@example.org"),
        ],
        byAge: [
            UserRow(title: "Bob Baker", detail: "20 years · bob@example.org"),
            UserRow(title: "Ann Adams", detail: "30 years · ann@example.org"),
            UserRow(title: "Zoe Zimmer", detail: "30 years · zoe@example.org"),
        ])

    static let newbornsAndElders = SortCase(
        name: "two Ann Adamses, aged 150 and 0, and a newborn",
        users: [
            User(id: 8, firstName: "Ann", lastName: "Adams", email: "ann.old@example.org", age: 150),
            User(id: 9, firstName: "Zoe", lastName: "Zimmer", email: "zoe@example.org", age: 0),
            User(id: 7, firstName: "Ann", lastName: "Adams", email: "ann.new@example.org", age: 0),
        ],
        header: "3 users",
        byName: [
            UserRow(title: "Ann Adams", detail: "0 years · ann.new@example.org"),
            UserRow(title: "Ann Adams", detail: "150 years · ann.old@example.org"),
            UserRow(title: "Zoe Zimmer", detail: "0 years · zoe@example.org"),
        ],
        byAge: [
            UserRow(title: "Ann Adams", detail: "0 years · ann.new@example.org"),
            UserRow(title: "Zoe Zimmer", detail: "0 years · zoe@example.org"),
            UserRow(title: "Ann Adams", detail: "150 years · ann.old@example.org"),
        ])

    static let all = [sample, sameAge, newbornsAndElders]
}

/// A service that answers every fetch at once with `results`, in order.
func answeringService(_ results: [Result<[User], UserServiceError>]) async -> ControllableUserService {
    let service = ControllableUserService()
    for result in results { await service.planNextResult(result) }
    await service.releaseAll()
    return service
}
