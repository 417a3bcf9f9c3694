import Foundation

/// Finds, at run time, every type of every loaded image that conforms to a protocol: the way `#Preview`
/// registrations and the command line are found without a list in user code.
///
/// The compiler writes one record per protocol conformance into each image's `swift5_protocol_conformances`
/// section; the Swift runtime (libswiftCore on Linux and Windows) keeps a list of those sections for every
/// image it has seen, and `swift_enumerateAllMetadataSections` walks it. Each record is a 32-bit relative
/// offset to a conformance descriptor, which names the protocol (by a relative, possibly indirect pointer
/// to its descriptor) and the conforming type (by a relative pointer to its type descriptor). The
/// protocol is matched by name and module; the type's metadata comes from its access function, and
/// the result is cast with `as?`, so a record that is not what the name suggests is skipped, never trusted.
/// Generic types and Objective-C classes are skipped (the registrations are neither).
///
/// Order: images in the order the runtime registered them, records in section order (the linker's
/// order of object files, then source order within a file). Callers that need a stable order sort.
enum ConformanceRecords {
    /// Types conforming to the protocol `protocolName` declared in module `moduleName`.
    static func types(conformingTo protocolName: String, inModule moduleName: String) -> [Any.Type] {
        #if os(Linux) || os(Windows) || os(Android) || os(FreeBSD) || os(OpenBSD)
        let search = Search(protocolName: protocolName, moduleName: moduleName)
        withExtendedLifetime(search) {
            swift_enumerateAllMetadataSections({ sections, context in
                let search = Unmanaged<Search>.fromOpaque(context).takeUnretainedValue()
                // struct MetadataSections: version, baseAddress, 2 unused pointers, then (start, length)
                // ranges: swift5_protocols first, swift5_protocol_conformances second.
                let words = sections.assumingMemoryBound(to: UInt.self)
                let start = words[6], length = words[7]
                if start != 0, length >= 4 { search.scan(UnsafeRawPointer(bitPattern: start), byteCount: Int(length)) }
                return true
            }, Unmanaged.passUnretained(search).toOpaque())
        }
        return search.found
        #else
        // Apple platforms register sections with dyld instead (`__swift5_proto`); WidgetPreview's command line
        // runs on Linux, so discovery is not implemented there.
        return []
        #endif
    }

    private final class Search {
        let protocolName: String
        let moduleName: String
        var found: [Any.Type] = []

        init(protocolName: String, moduleName: String) {
            self.protocolName = protocolName
            self.moduleName = moduleName
        }

        func scan(_ start: UnsafeRawPointer?, byteCount: Int) {
            guard let start else { return }
            for index in 0..<(byteCount / 4) {
                let record = start + index * 4
                guard let descriptor = relativeTarget(record) else { continue }
                guard let proto = indirectableTarget(descriptor), names(proto, protocolName, inModule: moduleName),
                      let type = conformingType(descriptor) else { continue }
                found.append(type)
            }
        }

        /// The type a conformance descriptor names, when it is a non-generic Swift type.
        private func conformingType(_ descriptor: UnsafeRawPointer) -> Any.Type? {
            let flags = descriptor.load(fromByteOffset: 12, as: UInt32.self)
            let typeReferenceKind = (flags >> 3) & 0x7
            let typeDescriptor: UnsafeRawPointer?
            switch typeReferenceKind {
            case 0: typeDescriptor = relativeTarget(descriptor + 4)
            case 1: typeDescriptor = relativeTarget(descriptor + 4).flatMap { $0.load(as: UnsafeRawPointer?.self) }
            default: return nil   // Objective-C class names
            }
            guard let typeDescriptor else { return nil }
            let contextFlags = typeDescriptor.load(as: UInt32.self)
            let kind = contextFlags & 0x1F
            let isGeneric = contextFlags & 0x80 != 0
            // 16 class, 17 struct, 18 enum.
            guard (16...18).contains(kind), !isGeneric, let accessor = relativeTarget(typeDescriptor + 12) else { return nil }
            // A non-generic type's metadata access function takes the request (0: complete) and returns the
            // metadata in the first return register, as a C function returning a pointer does.
            let access = unsafeBitCast(accessor, to: (@convention(c) (Int) -> UnsafeRawPointer?).self)
            guard let metadata = access(0) else { return nil }
            return unsafeBitCast(metadata, to: Any.Type.self)
        }

        /// Whether a context descriptor is `name`, declared directly in module `module`.
        private func names(_ descriptor: UnsafeRawPointer, _ name: String, inModule module: String) -> Bool {
            guard cString(at: descriptor + 8) == name, let parent = indirectableTarget(descriptor + 4) else { return false }
            // The parent must be a module context (kind 0).
            return parent.load(as: UInt32.self) & 0x1F == 0 && cString(at: parent + 8) == module
        }

        private func cString(at field: UnsafeRawPointer) -> String? {
            relativeTarget(field).map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
        }
    }
}

/// The target of a 32-bit relative pointer stored at `field`; nil for a zero offset.
private func relativeTarget(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
    let offset = field.load(as: Int32.self)
    return offset == 0 ? nil : field + Int(offset)
}

/// A relative pointer whose low bit marks an indirection through a pointer-sized slot.
private func indirectableTarget(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
    let offset = field.load(as: Int32.self)
    guard offset != 0 else { return nil }
    let target = field + Int(offset & ~1)
    return offset & 1 == 0 ? target : target.load(as: UnsafeRawPointer?.self)
}

#if os(Linux) || os(Windows) || os(Android) || os(FreeBSD) || os(OpenBSD)
/// libswiftCore's section walker (stdlib/public/runtime/ImageInspectionCommon.cpp); the callback returns
/// whether to go on.
@_silgen_name("swift_enumerateAllMetadataSections")
private func swift_enumerateAllMetadataSections(
    _ body: @convention(c) (_ sections: UnsafeRawPointer, _ context: UnsafeMutableRawPointer) -> Bool,
    _ context: UnsafeMutableRawPointer)
#endif
