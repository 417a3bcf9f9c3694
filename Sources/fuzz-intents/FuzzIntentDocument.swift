import Foundation
import FuzzSupport

/// Builds an `.intentdefinition`-shaped XML property list from fuzz bytes: the real keys, with values that
/// are sometimes of the wrong kind, names that are sometimes not identifiers, duplicate enum indexes,
/// references to enums and types that are not declared, and keys left out.
enum FuzzIntentDocument {
    static func make(_ input: inout FuzzInput) -> Data {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
        xml += "<key>INEnums</key>\n" + array(&input, max: 3) { enumeration(&$0) }
        xml += "<key>INTypes</key>\n" + array(&input, max: 3) { type(&$0) }
        xml += "<key>INIntents</key>\n" + array(&input, max: 3) { intent(&$0) }
        return Data((xml + "</dict>\n</plist>\n").utf8)
    }

    static let names = ["Configuration", "City", "Units", "unknown", "metric", "default", "class", "city", "units",
                        "showForecast", "Weather", "success", "failure", "failureNoCity", "Configuration Intent", "1st", ""]
    static let types = ["String", "Integer", "Boolean", "Decimal", "Date", "Duration", "URL", "Object", "Placemark",
                        "Person", "Bogus", ""]

    static func name(_ input: inout FuzzInput) -> String {
        input.choice(6) == 0 ? input.text() : names[input.choice(names.count)]
    }

    /// A value for a key: usually the expected kind, sometimes another.
    static func value(_ input: inout FuzzInput, expected: String) -> String {
        switch input.choice(8) {
        case 0: return "<integer>\(Int8(bitPattern: input.byte()))</integer>"
        case 1: return input.bool() ? "<true/>" : "<false/>"
        case 2: return "<array/>"
        case 3: return "<dict/>"
        default: return expected
        }
    }

    static func string(_ text: String) -> String {
        "<string>" + text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;") + "</string>"
    }

    /// `key` with a value (`expected` most of the time), or nothing at all.
    static func entry(_ input: inout FuzzInput, _ key: String, _ expected: (inout FuzzInput) -> String) -> String {
        if input.choice(10) == 0 { return "" }
        let wanted = expected(&input)
        return "<key>\(key)</key>\n" + value(&input, expected: wanted) + "\n"
    }

    static func array(_ input: inout FuzzInput, max: Int, _ item: (inout FuzzInput) -> String) -> String {
        var out = "<array>\n"
        for _ in 0..<input.choice(max + 1) { out += "<dict>\n" + item(&input) + "</dict>\n" }
        return out + "</array>\n"
    }

    static func enumeration(_ input: inout FuzzInput) -> String {
        entry(&input, "INEnumName") { string(name(&$0)) }
            + "<key>INEnumValues</key>\n" + array(&input, max: 4) { input in
                entry(&input, "INEnumValueName") { string(name(&$0)) }
                    + entry(&input, "INEnumValueIndex") { "<integer>\($0.choice(4))</integer>" }
            }
    }

    static func type(_ input: inout FuzzInput) -> String {
        entry(&input, "INTypeName") { string(name(&$0)) }
            + "<key>INTypeProperties</key>\n" + array(&input, max: 3) { parameter(&$0, prefix: "INTypeProperty") }
    }

    static func parameter(_ input: inout FuzzInput, prefix: String) -> String {
        var out = entry(&input, prefix + "Name") { string(name(&$0)) }
        out += entry(&input, prefix + "Type") { string(types[$0.choice(types.count)]) }
        if input.bool() { out += entry(&input, prefix + "EnumType") { string(name(&$0)) } }
        if input.bool() { out += entry(&input, prefix + "ObjectType") { string(name(&$0)) } }
        if input.bool() { out += entry(&input, prefix + "SupportsMultipleValues") { $0.bool() ? "<true/>" : "<false/>" } }
        return out
    }

    static func intent(_ input: inout FuzzInput) -> String {
        var out = entry(&input, "INIntentName") { string(name(&$0)) }
        out += "<key>INIntentParameters</key>\n" + array(&input, max: 4) { parameter(&$0, prefix: "INIntentParameter") }
        if input.bool() {
            out += "<key>INIntentResponse</key>\n<dict>\n<key>INIntentResponseCodes</key>\n"
            out += array(&input, max: 3) { entry(&$0, "INIntentResponseCodeName") { string(name(&$0)) } }
            out += "<key>INIntentResponseParameters</key>\n" + array(&input, max: 2) { parameter(&$0, prefix: "INIntentResponseParameter") }
            out += "</dict>\n"
        }
        return out
    }
}
