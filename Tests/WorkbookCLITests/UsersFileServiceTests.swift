// Every way a users file can be wrong, one malformed fixture each (UsersFileFixtures/), and
// the one readable sentence each becomes. A file loads whole or not at all.

import Foundation
import Testing
import UserModel
import WorkbookCLI

@Suite("A users file")
struct UsersFileServiceTests {
    /// The fixtures, copied into the test bundle as a resource (so Xcode finds them too).
    static let fixtures =
        Bundle.module.url(forResource: "UsersFileFixtures", withExtension: nil)
        ?? Bundle.module.bundleURL.appendingPathComponent("UsersFileFixtures")

    func load(_ name: String) throws -> [User] {
        try UsersFileService(path: Self.fixtures.appendingPathComponent(name).path).load()
    }

    func problem(_ text: String) -> String? {
        do {
            _ = try UsersFileService.decode(Data(text.utf8), path: "users.json")
            return nil
        } catch {
            return error.description
        }
    }

    @Test("loads every user of a valid file in file order, skipping a UTF-8 byte-order mark")
    func loadsValidFiles() throws {
        #expect(
            try load("valid.json") == [
                User(id: 1, firstName: "Iyad", lastName: "Agha", email: "iyad@test.com", age: 36),
                User(id: 2, firstName: "Zoë", lastName: "Ørsted", email: "zoe@test.com", age: 0),
            ])
        #expect(try load("byte-order-mark.json").map(\.firstName) == ["Iyad"])
        #expect(try load("empty.json").isEmpty)
    }

    @Test(
        "fails with one sentence naming the entry and the field",
        arguments: [
            ("missing.json", "The users file missing.json was not found."),
            (
                "not-an-array.json",
                "The users file not-an-array.json must hold a JSON array of users: [{\"id\": 1, …}, …]."
            ),
            (
                "entry-not-object.json",
                "Entry 2 is not an object with id, firstName, lastName, email and age."
            ),
            ("missing-field.json", "Entry 2 is missing the field \"email\"."),
            ("wrong-type.json", "Entry 1 has the wrong type for \"age\": expected a whole number."),
            ("fractional-id.json", "Entry 1 has the wrong type for \"id\": expected a whole number."),
            ("null-age.json", "Entry 1 has the wrong type for \"age\": expected a whole number."),
            ("unknown-field.json", "Entry 1 has an unknown field \"phone\"."),
            ("age-too-high.json", "Entry 2 has an invalid value: the age 151 is not between 0 and 150."),
            ("age-negative.json", "Entry 1 has an invalid value: the age -1 is not between 0 and 150."),
            ("empty-first-name.json", "Entry 1 has an invalid value: the first name is empty."),
            ("empty-last-name.json", "Entry 1 has an invalid value: the last name is empty."),
            (
                "email-without-at.json",
                "Entry 1 has an invalid value: the email \"iyad.test.com\" has no \"@\"."
            ),
            ("duplicate-id.json", "Entries 1 and 3 have the same id 7."),
            ("not-json.json", "The users file not-json.json is not valid JSON"),
            ("missing-comma.json", "The users file missing-comma.json is not valid JSON"),
        ])
    func malformed(file: String, message: String) {
        let error = #expect(throws: UsersFileError.self) { try load(file) }
        #expect(error?.description.hasPrefix(message) == true)
    }

    @Test("a field given twice is not an error: JSONDecoder keeps one of them (on Linux the first)")
    func repeatedField() throws {
        let text = #"[{"id": 1, "id": 2, "firstName": "A", "lastName": "B", "email": "a@b", "age": 1}]"#
        let ids = try UsersFileService.decode(Data(text.utf8), path: "u.json").map(\.id)
        #if os(Linux)
            #expect(ids == [1])
        #else
            #expect(ids == [1] || ids == [2])
        #endif
    }

    @Test(
        "says what is wrong with text that is not JSON, and on Linux where",
        arguments: [
            "", "[{} {}]", "[\n  {\"é\": 1 \"x\"}]", "[tru]", "\u{1B}",
            String(repeating: "[", count: 100_000),
        ])
    func notJSON(text: String) throws {
        let message = try #require(problem(text))
        #expect(message.hasPrefix("The users file users.json is not valid JSON"))
        #if os(Linux)
            if text.hasPrefix("[\n") { #expect(message.hasSuffix("at line 2, column 11.")) }
        #endif
    }

    @Test("a whole number too large for an Int names the entry and the field")
    func numberTooLarge() {
        let text =
            #"[{"id": 99999999999999999999, "firstName": "A", "lastName": "B", "email": "a@b", "age": 1}]"#
        #expect(problem(text) == "Entry 1 has an invalid value: the id 1e+20 is too large.")
    }

    @Test("refuses a file over the size limit before reading it, naming both sizes; reads one at the limit")
    func sizeLimit() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "users-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let big = folder.appendingPathComponent("big.json")
        let atLimit = folder.appendingPathComponent("users.json")
        let padding = [UInt8](repeating: UInt8(ascii: " "), count: UsersFileService.maximumSize - 2)
        try Data(Array("[".utf8) + padding + Array("]".utf8)).write(to: atLimit)
        try Data(Array("[".utf8) + padding + Array(" ]".utf8)).write(to: big)

        #expect(try UsersFileService(path: atLimit.path).load().isEmpty)
        #expect(throws: UsersFileError.tooLarge(path: "big.json", size: 2_000_001, limit: 2_000_000)) {
            try UsersFileService(path: big.path).readData()
        }
        #expect(
            UsersFileError.tooLarge(path: "big.json", size: 2_000_001, limit: 2_000_000).description
                == "The users file big.json is too large to load: 2,000,001 bytes, over the limit of 2,000,000 bytes."
        )
    }

    @Test("a folder is unreadable, not missing")
    func unreadable() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "users-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        #expect(throws: UsersFileError.unreadable(path: folder.lastPathComponent, reason: "it is a folder")) {
            try UsersFileService(path: folder.path).readData()
        }
    }
}
