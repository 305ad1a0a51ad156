// Turns a users file's bytes into users with `JSONDecoder`, then checks the values. Each
// problem becomes one sentence naming the entry and the field, read from the decoder's
// coding path. A field given twice is not an error: `JSONDecoder` keeps one (on Linux the first).

import Foundation
import UserModel

extension UsersFileService {
    /// `path` only names the file in errors.
    public static func decode(_ data: Data, path: String) throws(UsersFileError) -> [User] {
        let bom = Data([0xEF, 0xBB, 0xBF])
        let json = Data(data.starts(with: bom) ? data.dropFirst(bom.count) : data)
        let users: [User]
        do {
            users = try JSONDecoder().decode([Entry].self, from: json).map(\.user)
        } catch let error as UsersFileError {
            throw error
        } catch {
            throw .malformed(problem: problem(error, json: json, path: path))
        }
        var entryByID: [Int: Int] = [:]
        for (index, user) in users.enumerated() {
            if let earlier = entryByID[user.id] {
                throw .malformed(problem: "Entries \(earlier) and \(index + 1) have the same id \(user.id).")
            }
            entryByID[user.id] = index + 1
        }
        return users
    }

    private static func problem(_ error: any Error, json: Data, path: String) -> String {
        let context: DecodingError.Context
        switch error as? DecodingError {
        case .keyNotFound(let key, let context):
            return "Entry \(Entry.number(context.codingPath)) is missing the field \"\(key.stringValue)\"."
        case .typeMismatch(_, let found), .valueNotFound(_, let found):
            context = found
        default:
            return "The users file \(path) is not valid JSON"
                + (invalidJSONReason(json).map { ": \($0)" } ?? ".")
        }
        let entry = Entry.number(context.codingPath)
        switch context.codingPath.count {
        case 0:
            return "The users file \(path) must hold a JSON array of users: [{\"id\": 1, …}, …]."
        case 1:
            return "Entry \(entry) is not an object with id, firstName, lastName, email and age."
        default:
            return Entry.wrongType(entry, context.codingPath[1].stringValue)
        }
    }

    // `JSONDecoder` only says the data is not JSON; `JSONSerialization` says what is wrong
    // and where (on Linux as a byte offset, turned here into a line and column).
    private static func invalidJSONReason(_ json: Data) -> String? {
        let detail: String
        do {
            _ = try JSONSerialization.jsonObject(with: json, options: .fragmentsAllowed)
            return nil
        } catch {
            detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
        }
        guard let match = detail.firstMatch(of: /around character (\d+)\./), let offset = Int(match.1) else {
            return detail
        }
        let lines = String(decoding: json.prefix(offset), as: UTF8.self)
            .split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        return detail.replacing(
            match.0, with: "at line \(lines.count), column \((lines.last?.count ?? 0) + 1).")
    }
}

private struct Entry: Decodable {
    static let fields = ["id", "firstName", "lastName", "email", "age"]
    let user: User

    static func number(_ codingPath: [any CodingKey]) -> Int { (codingPath.first?.intValue ?? 0) + 1 }

    static func wrongType(_ entry: Int, _ field: String) -> String {
        let expected = ["id", "age"].contains(field) ? "a whole number" : "a string"
        return "Entry \(entry) has the wrong type for \"\(field)\": expected \(expected)."
    }

    init(from decoder: any Decoder) throws {
        let entry = Self.number(decoder.codingPath)
        let object = try decoder.container(keyedBy: Field.self)
        func text(_ name: String) throws -> String { try object.decode(String.self, forKey: Field(name)) }
        func whole(_ name: String) throws -> Int {
            if let value = try? object.decode(Int.self, forKey: Field(name)) { return value }
            // Asked for an `Int`, `JSONDecoder` on Linux calls 1.5 "not valid JSON".
            let value = try object.decode(Double.self, forKey: Field(name))
            throw UsersFileError.malformed(
                problem: value == value.rounded()
                    ? "Entry \(entry) has an invalid value: the \(name) \(value) is too large."
                    : Self.wrongType(entry, name))
        }
        let (id, firstName, lastName) = (try whole("id"), try text("firstName"), try text("lastName"))
        let (email, age) = (try text("email"), try whole("age"))
        let unknown = object.allKeys.map(\.stringValue).sorted().first { !Self.fields.contains($0) }
        let blank = { (text: String) in text.trimmingCharacters(in: .whitespaces).isEmpty }
        let problems = [
            (unknown != nil, "has an unknown field \"\(unknown ?? "")\""),
            (blank(firstName), "has an invalid value: the first name is empty"),
            (blank(lastName), "has an invalid value: the last name is empty"),
            (!email.contains("@"), "has an invalid value: the email \"\(email)\" has no \"@\""),
            (!User.validAges.contains(age), "has an invalid value: the age \(age) is not between 0 and 150"),
        ]
        if let problem = problems.first(where: \.0)?.1 {
            throw UsersFileError.malformed(problem: "Entry \(entry) \(problem).")
        }
        user = User(id: id, firstName: firstName, lastName: lastName, email: email, age: age)
    }

    struct Field: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init(stringValue: String) { self.init(stringValue) }
        init?(intValue: Int) { nil }
    }
}
