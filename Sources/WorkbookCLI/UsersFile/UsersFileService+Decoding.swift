// Turns a users file's bytes into users, checking each entry field by field, so every
// problem becomes one ``UsersFileError`` that names the entry and the field.

import Foundation
import UserModel

extension UsersFileService {
    /// Decodes and validates users from `data`; `path` only names the file in errors.
    public static func decode(_ data: Data, path: String) throws(UsersFileError) -> [User] {
        var reader = JSONReader(bytes: [UInt8](data))
        let root: JSONValue
        do {
            root = try reader.document()
        } catch {
            throw error.usersFileError(path: path)
        }
        guard case .array(let entries) = root else {
            throw .notAnArray(path: path, found: root.kindDescription)
        }
        var users: [User] = []
        var entryByID: [Int: Int] = [:]
        for (index, entry) in entries.enumerated() {
            let number = index + 1
            let user = try validatedUser(entry, number: number)
            if let earlier = entryByID[user.id] {
                throw .duplicateID(id: user.id, firstEntry: earlier, secondEntry: number)
            }
            entryByID[user.id] = number
            users.append(user)
        }
        return users
    }

    private static let fields = ["id", "firstName", "lastName", "email", "age"]

    private static func validatedUser(_ entry: JSONValue, number: Int) throws(UsersFileError) -> User {
        guard case .object(let object, let repeatedKey) = entry else {
            throw .entryNotAnObject(entry: number)
        }
        if let repeatedKey {
            throw .repeatedField(entry: number, field: repeatedKey)
        }
        for field in fields where object[field] == nil {
            throw .missingField(entry: number, field: field)
        }
        if let unknown = object.keys.sorted().first(where: { !fields.contains($0) }) {
            throw .unknownField(entry: number, field: unknown)
        }
        let id = try integer(object, "id", number)
        let firstName = try string(object, "firstName", number)
        let lastName = try string(object, "lastName", number)
        let email = try string(object, "email", number)
        let age = try integer(object, "age", number)
        if firstName.trimmingCharacters(in: .whitespaces).isEmpty {
            throw .invalidValue(entry: number, problem: "the first name is empty")
        }
        if lastName.trimmingCharacters(in: .whitespaces).isEmpty {
            throw .invalidValue(entry: number, problem: "the last name is empty")
        }
        if !email.contains("@") {
            throw .invalidValue(entry: number, problem: "the email \"\(email)\" has no \"@\"")
        }
        if !User.validAges.contains(age) {
            throw .invalidValue(entry: number, problem: "the age \(age) is not between 0 and 150")
        }
        return User(id: id, firstName: firstName, lastName: lastName, email: email, age: age)
    }

    private static func integer(
        _ object: [String: JSONValue], _ field: String, _ number: Int
    ) throws(UsersFileError) -> Int {
        switch object[field] {
        case .integer(let value):
            return value
        case .outOfRange(let text):
            throw .numberOutOfRange(entry: number, field: field, number: text)
        default:
            throw .wrongType(entry: number, field: field, expected: "a whole number")
        }
    }

    private static func string(
        _ object: [String: JSONValue], _ field: String, _ number: Int
    ) throws(UsersFileError) -> String {
        guard case .string(let value) = object[field] else {
            throw .wrongType(entry: number, field: field, expected: "a string")
        }
        return value
    }
}
